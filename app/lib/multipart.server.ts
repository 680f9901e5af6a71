import { createWriteStream, openAsBlob } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "@fastify/busboy";
import { deleteIncomingFile, incomingFilePath } from "./storage.server";

/** More files than any form of the site carries (8 product images); later ones are dropped unread. */
const MAX_FILES = 20;
/**
 * Text fields are kept in memory: one may hold 64 KB (the longest text of a form is 4 000
 * characters) and all together 256 KB, whatever the body's own limit (an upload's megabytes).
 * Past either, the body is refused as too large.
 */
const FIELD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX_BYTES = 256 * 1024;

export type Multipart = {
  form: FormData;
  /** Removes the form's files from disk, once the request is answered. */
  discard: () => Promise<void>;
};

/**
 * Reads a multipart body as it arrives: text fields are kept, files are written to disk and given
 * back as disk-backed `File`s, read only when a feature asks. Returns "TOO_LARGE" past `maxBytes`
 * (without reading the rest: the HTTP layer drops it once the answer is sent) and null for a body
 * that is not valid multipart; in both cases nothing stays on disk.
 */
export async function readMultipart(request: Request, contentType: string, maxBytes: number): Promise<Multipart | "TOO_LARGE" | null> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { "content-type": contentType }, limits: { fieldSize: Math.min(maxBytes, FIELD_MAX_BYTES), files: MAX_FILES } });
  } catch {
    return null; // not multipart, or no boundary
  }
  const files: string[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => deleteIncomingFile(file)));
  };
  const writing = new Set<Readable>();
  // Entries in the order they came: the order of a form's files matters (product images).
  const entries: Array<Promise<[string, string | File]>> = [];
  let textBytes = 0;
  let textTooLarge = false;
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (valueTruncated || textBytes > FIELDS_MAX_BYTES) textTooLarge = true;
    else entries.push(Promise.resolve([name, value]));
  });
  parser.on("file", (name, stream, filename, _encoding, type) => {
    writing.add(stream);
    const written = (async (): Promise<[string, File]> => {
      const file = await incomingFilePath();
      files.push(file);
      await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
      return [name, new File([await openAsBlob(file)], filename, { type })];
    })();
    entries.push(written.finally(() => writing.delete(stream)));
  });
  // A parse error ends the write under way; no long-lived promise is raced against each chunk (that
  // would keep every chunk reachable until the body ends).
  let parseError: unknown;
  let stopWrite: ((error: unknown) => void) | undefined;
  parser.on("error", (error) => {
    parseError ??= error;
    stopWrite?.(error);
  });
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      stopWrite = reject;
      parser.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const done = new Promise<void>((resolve, reject) => {
    parser.on("finish", resolve);
    parser.on("error", reject);
  });
  done.catch(() => undefined);
  const abandon = async () => {
    parser.destroy();
    for (const stream of writing) stream.destroy(new Error("request abandoned"));
    await Promise.allSettled(entries);
    await discard();
  };

  const reader = request.body?.getReader();
  let size = 0;
  try {
    for (;;) {
      const chunk = reader ? await reader.read() : ({ done: true } as const);
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes || textTooLarge) {
        await abandon();
        return "TOO_LARGE";
      }
      // One chunk at a time: the parser calls back once the file being written has taken it.
      if (parseError) throw parseError;
      await write(chunk.value);
    }
    if (parseError) throw parseError;
    parser.end();
    await done;
    if (textTooLarge) {
      await abandon();
      return "TOO_LARGE";
    }
    const form = new FormData();
    for (const [name, value] of await Promise.all(entries)) form.append(name, value);
    return { form, discard };
  } catch (error) {
    await abandon();
    // The disk failing is ours to log (the caller's 500); a malformed or broken-off body reads as no form.
    if (parseError === undefined && error instanceof Error && "syscall" in error && "path" in error) throw error;
    return null;
  } finally {
    // Not cancelled: the HTTP layer reads what is left once the answer is sent, so the client gets it.
    reader?.releaseLock();
  }
}
