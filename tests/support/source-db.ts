import postgres from "postgres";

/** A throwaway database on the local PostgreSQL, playing the part of a customer's database. */
export async function createSourceDatabase(rows: number) {
  const name = `quarry_src_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres({ host: "127.0.0.1", port: 5432, user: "postgres", database: "postgres", max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const sql = postgres({ host: "127.0.0.1", port: 5432, user: "postgres", database: name, max: 2, onnotice: () => {} });
  await sql`create table articles (id int primary key, title text not null, body text not null, team text not null, updated_at timestamptz not null default now())`;
  const teams = ["Sales", "Support", "Engineering"];
  for (let start = 1; start <= rows; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, rows - start + 1) }, (_, i) => {
      const id = start + i;
      return { id, title: `Article ${id}`, body: `Body of article number ${id} about topic ${id % 17}.`, team: teams[id % 3] };
    });
    await sql`insert into articles ${sql(batch)}`;
  }
  return {
    name,
    sql,
    credentials: { host: "127.0.0.1", port: 5432, database: name, user: "postgres", password: "s3cret-Passw0rd-xyz" },
    async drop() {
      await sql.end({ timeout: 1 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}
