/**
 * Encryption of the copies that leave the machine, with age (the
 * `age-encryption` library): each copy gets a new age key, kept beside its
 * files as `key.age`, itself encrypted with BACKUP_PASSPHRASE; every file is
 * encrypted to that key (`<file>.age`). The passphrase's slow derivation
 * (scrypt) then runs once per backup, not once per file, and the age command
 * line reads the copy as it is (`age -d -i key.age database.tar.gz.age`).
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { BackupError, backupMessages } from "./messages";

export const KEY_FILE = "key.age";
export const ENCRYPTED_SUFFIX = ".age";

/**
 * scrypt's cost for the key: 2^16 takes 64 MB and a third of a second here;
 * age's default (2^18) takes 256 MB and seconds of the server's only thread,
 * too much for the small hosts the site runs on. The passphrase's length is
 * what protects the copy (docs/operations.md: six random words or more).
 */
const SCRYPT_WORK_FACTOR = 16;

/** age is loaded by the first backup or restore: 2.5 MB of heap the site's pages never use. */
const age = () => import("age-encryption");

interface CopyKey {
  /** `key.age`: the key, readable only with the passphrase. */
  sealed: Uint8Array;
  /** Where the files are encrypted to. */
  recipient: string;
}

export async function newCopyKey(passphrase: string): Promise<CopyKey> {
  const { Encrypter, generateX25519Identity, identityToRecipient } = await age();
  const identity = await generateX25519Identity();
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(SCRYPT_WORK_FACTOR);
  encrypter.setPassphrase(passphrase);
  return {
    sealed: await encrypter.encrypt(identity),
    recipient: await identityToRecipient(identity),
  };
}

/** The file at `file`, encrypted to `recipient` as it is read, and its encrypted size. */
export async function encryptFile(
  recipient: string,
  file: string,
): Promise<{ body: Readable; bytes: number }> {
  const { Encrypter } = await age();
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const { size } = await fs.promises.stat(file);
  const encrypted = await encrypter.encrypt(webStream(fs.createReadStream(file)));
  return { body: Readable.fromWeb(nodeWebStream(encrypted)), bytes: encrypted.size(size) };
}

/**
 * The backup in `dir` as plain files: `dir` itself when it is not encrypted,
 * otherwise its files decrypted with `passphrase` into `into`. A wrong or
 * missing passphrase is refused before anything is written.
 */
export async function decryptBackupFolder(
  dir: string,
  passphrase: string | undefined,
  into: string,
): Promise<string> {
  const keyFile = path.join(dir, KEY_FILE);
  if (!fs.existsSync(keyFile)) return dir;
  if (!passphrase) throw new BackupError(backupMessages.passphraseNeeded);
  const { Decrypter } = await age();
  const opener = new Decrypter();
  opener.addPassphrase(passphrase);
  let identity: string;
  try {
    identity = await opener.decrypt(await fs.promises.readFile(keyFile), "text");
  } catch {
    throw new BackupError(backupMessages.wrongPassphrase);
  }
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ENCRYPTED_SUFFIX))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== KEY_FILE);
  for (const file of files) {
    const target = path.join(into, file.slice(0, -ENCRYPTED_SUFFIX.length));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const decrypted = await decrypter.decrypt(webStream(fs.createReadStream(path.join(dir, file))));
    // A damaged file fails here; the manifest's hashes then catch anything else.
    await pipeline(Readable.fromWeb(nodeWebStream(decrypted)), fs.createWriteStream(target));
  }
  return into;
}

/** Node's and the DOM's typings name the same WHATWG stream twice. */
function webStream(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}
function nodeWebStream(stream: ReadableStream<Uint8Array>): WebReadableStream<Uint8Array> {
  return stream as unknown as WebReadableStream<Uint8Array>;
}
