import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { UploadedFile } from "@/lib/sources/types";

export function uploadedFile(input: { id: string; name: string; mimeType?: string; content: string | Uint8Array; updatedAt?: Date }): UploadedFile {
  const bytes = Buffer.from(input.content);
  return {
    id: input.id,
    name: input.name,
    mimeType: input.mimeType ?? "application/octet-stream",
    size: bytes.length,
    updatedAt: input.updatedAt ?? new Date("2024-01-01T00:00:00Z"),
    read: async () => bytes,
  };
}

/** A real PDF with a document title and one text line per page. */
export async function samplePdf(title: string, pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of pages) pdf.addPage().drawText(line, { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A minimal but valid DOCX (the OOXML parts Word needs): a "heading 1" paragraph, then body paragraphs. */
export async function sampleDocx(heading: string, paragraphs: string[]): Promise<Uint8Array> {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const para = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file(
    "word/styles.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>
${para(heading, "Heading1")}${paragraphs.map((p) => para(p)).join("")}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array" });
}
