// Hands a file to the browser as a download (a blob URL on a temporary link).
import type { GameFile } from '../drivers/game-driver';

export function downloadFile(file: GameFile, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.name;
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
