import { describe, expect, it } from "vitest";
import { sampleDocx, samplePdf, uploadedFile } from "@/lib/sources/test-support/sample-files";
import { runSync, syncContext } from "@/lib/sources/test-support/sync";
import type { UploadedFile } from "@/lib/sources/types";
import { files } from "./index";

async function sampleUploads(): Promise<UploadedFile[]> {
  return [
    uploadedFile({ id: "f1-md", name: "guide.md", mimeType: "text/markdown", content: "Intro line\n\n# Field Guide\n\nGranite is *hard*.\n" }),
    uploadedFile({ id: "f2-txt", name: "notes.txt", mimeType: "text/plain", content: "Plain notes\nsecond line" }),
    uploadedFile({ id: "f3-html", name: "page.html", mimeType: "text/html", content: "<html><head><title>Saved page</title><script>x()</script></head><body><h1>Heading</h1><p>Marble &amp; slate.</p></body></html>" }),
    uploadedFile({ id: "f4-pdf", name: "report.pdf", mimeType: "application/pdf", content: await samplePdf("Quarterly Report", ["Revenue grew in Q3.", "Outlook is stable."]) }),
    uploadedFile({ id: "f5-docx", name: "design.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", content: await sampleDocx("Design Notes", ["The quarry uses limestone.", "Second paragraph."]) }),
    uploadedFile({ id: "f6-csv", name: "sites.csv", mimeType: "text/csv", content: 'name,rock,depth\nNorth Pit,granite,120\n"South, Pit",basalt,\n' }),
    uploadedFile({ id: "f7-png", name: "photo.png", mimeType: "image/png", content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }),
    uploadedFile({ id: "f8-bad", name: "broken.pdf", mimeType: "application/pdf", content: "not really a pdf" }),
  ];
}

const byId = (docs: { externalId: string }[], id: string) => docs.find((d) => d.externalId === id)!;

describe("files sync", () => {
  it("parses every supported format with the real parsers on a full sync", async () => {
    const uploads = await sampleUploads();
    const run = await runSync(files, syncContext({ files: uploads }));

    expect(run.upserts.map((d) => d.externalId)).toEqual(uploads.map((f) => f.id));
    expect(byId(run.upserts, "f1-md")).toMatchObject({ title: "Field Guide", content: "Intro line\n\n# Field Guide\n\nGranite is *hard*.", updatedAt: new Date("2024-01-01T00:00:00Z") });
    expect(byId(run.upserts, "f2-txt")).toMatchObject({ title: "notes.txt", content: "Plain notes\nsecond line" });
    expect(byId(run.upserts, "f3-html")).toMatchObject({ title: "Saved page", content: "Heading\n\nMarble & slate." });
    expect(byId(run.upserts, "f4-pdf")).toMatchObject({
      title: "Quarterly Report",
      content: "Revenue grew in Q3.\n\nOutlook is stable.",
      metadata: { source: "files", fileName: "report.pdf", mimeType: "application/pdf", format: "pdf", pages: 2 },
    });
    expect(byId(run.upserts, "f5-docx")).toMatchObject({ title: "Design Notes", content: "Design Notes\n\nThe quarry uses limestone.\n\nSecond paragraph." });
    expect(byId(run.upserts, "f6-csv")).toMatchObject({
      title: "sites.csv",
      content: "name: North Pit | rock: granite | depth: 120\nname: South, Pit | rock: basalt",
      metadata: { rows: 2, columns: ["name", "rock", "depth"] },
    });
    expect(byId(run.upserts, "f7-png")).toMatchObject({ content: "", metadata: { skipped: expect.stringMatching(/^unsupported file type \(image\/png\)/) } });
    expect(byId(run.upserts, "f8-bad")).toMatchObject({ content: "", metadata: { format: "pdf", skipped: expect.stringMatching(/^could not read the PDF file/) } });
    expect(run.cursor).toMatchObject({ complete: true });
  });

  it("yields added, changed and removed files on an incremental sync, not re-uploads with the same bytes", async () => {
    const uploads = await sampleUploads();
    const first = await runSync(files, syncContext({ files: uploads }));
    const later = new Date("2024-02-01T00:00:00Z");
    const next = [
      ...uploads.filter((f) => !["f2-txt", "f6-csv", "f1-md"].includes(f.id)),
      uploadedFile({ id: "f1-md", name: "guide.md", content: "# Field Guide\n\nGranite is *hard*.\n", updatedAt: new Date("2024-01-01T00:00:00Z") }),
      uploadedFile({ id: "f2-txt", name: "notes.txt", content: "Plain notes, edited", updatedAt: later }),
      uploadedFile({ id: "f6-csv", name: "sites.csv", content: 'name,rock,depth\nNorth Pit,granite,120\n"South, Pit",basalt,\n', updatedAt: later }),
      uploadedFile({ id: "f9-new", name: "new.txt", content: "Brand new", updatedAt: later }),
    ].filter((f) => f.id !== "f3-html");

    const run = await runSync(files, syncContext({ files: next, cursor: first.cursor }));

    expect(run.upserts.map((d) => [d.externalId, d.content]).sort()).toEqual([
      ["f1-md", "# Field Guide\n\nGranite is *hard*."],
      ["f2-txt", "Plain notes, edited"],
      ["f9-new", "Brand new"],
    ]);
    expect(run.deletes).toEqual(["f3-html"]);
    const again = await runSync(files, syncContext({ files: next, cursor: run.cursor }));
    expect(again.changes).toEqual([]);
  });

  it("resumes from a mid-run cursor with the remaining files and no duplicates", async () => {
    const many = Array.from({ length: 13 }, (_, i) => uploadedFile({ id: `file-${String(i).padStart(2, "0")}`, name: `n${i}.txt`, content: `note ${i}` }));
    const partial = await runSync(files, syncContext({ files: many }), { maxBatches: 1 });
    expect(partial.upserts).toHaveLength(10);

    const rest = await runSync(files, syncContext({ files: many, cursor: partial.cursor }));

    expect(rest.upserts.map((d) => d.externalId)).toEqual(["file-10", "file-11", "file-12"]);
    expect(rest.deletes).toEqual([]);
  });
});

describe("files test()", () => {
  it("counts the uploaded files", async () => {
    const uploads = await sampleUploads();
    await expect(files.test(syncContext({ files: uploads }))).resolves.toEqual({ message: "8 file(s) uploaded" });
  });
});
