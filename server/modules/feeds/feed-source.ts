import { isSftpAddress } from '@domain/feeds/rules';
import { fetchFeedFile, type FetchFeedOptions } from './safe-fetch';
import { fetchSftpFile } from './sftp-fetch';

/** A feed's file as fetched, with the SFTP server's key when it came over SFTP. */
export interface FetchedFeed {
  bytes: Buffer;
  hostKey: string | null;
}

/** Reads a feed's file from where its address says: an SFTP server, else HTTPS. */
export async function fetchFeedSource(
  address: string,
  options: FetchFeedOptions & { hostKey: string | null },
): Promise<FetchedFeed> {
  if (isSftpAddress(address)) return fetchSftpFile(address, options);
  return { bytes: await fetchFeedFile(address, options), hostKey: null };
}
