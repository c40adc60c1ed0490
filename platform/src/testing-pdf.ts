// A PDF's text, as a test reads a statement: the platform's tests, the gateway's and the journeys'.
import { PDFParse } from 'pdf-parse';

/** The text of a PDF; refuses bytes that are not one. */
export async function pdfText(body: Buffer): Promise<string> {
  if (body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`not a PDF: ${JSON.stringify(body.subarray(0, 40).toString('latin1'))}`);
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
