// The carriers whose public tracking pages a shipment links to, by the name an admin types
// when shipping (any letter case): the one place their addresses are built.
const trackingPages: Partial<Record<string, (number: string) => string>> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

/** The carrier's public page following `trackingNumber`; null for another carrier or without a number. */
export function trackingUrl(carrier: string | undefined, trackingNumber: string | undefined): string | null {
  const page = trackingPages[(carrier ?? '').trim().toLowerCase()];
  const number = (trackingNumber ?? '').trim();
  return page && number ? page(encodeURIComponent(number)) : null;
}
