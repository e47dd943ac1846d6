import { describe, expect, it } from "vitest";
import { stem } from "./porter-stemmer";

describe("stem", () => {
  it("matches Porter's published examples", () => {
    const examples: Record<string, string> = {
      caresses: "caress", ponies: "poni", cats: "cat", agreed: "agre", plastered: "plaster", motoring: "motor",
      hopping: "hop", filing: "file", happy: "happi", relational: "relat", conditional: "condit",
      digitizer: "digit", vietnamization: "vietnam", hopefulness: "hope", sensibiliti: "sensibl",
      triplicate: "triplic", electrical: "electr", allowance: "allow", adjustment: "adjust", adoption: "adopt",
      effective: "effect", probate: "probat", controll: "control", generalizations: "gener",
    };
    for (const [word, expected] of Object.entries(examples)) expect(stem(word), word).toBe(expected);
  });

  it("conflates inflections of one word", () => {
    expect(stem("searches")).toBe(stem("searching"));
    expect(stem("cars")).toBe("car");
  });

  it("leaves short words, numbers and non-ASCII words alone", () => {
    expect(stem("is")).toBe("is");
    expect(stem("2024")).toBe("2024");
    expect(stem("café")).toBe("café");
  });
});
