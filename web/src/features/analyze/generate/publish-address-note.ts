/**
 * What the panel says of a published address. `verified` is what the last publication answered;
 * unknown when the file's record was read instead.
 */
export function publishedAddressNote(verified: boolean | undefined): string {
  if (verified === true) return 'This is your site’s own address: you proved you control the site.';
  if (verified === false) {
    return 'This address has a random part of its own. Prove you control the site (below), then publish again to move the file to the site’s own address; this one will redirect there.';
  }
  return 'Publishing again keeps this address, or moves the file to the site’s own address once you have proved you control the site.';
}
