import type { Mail } from './mailer';

/**
 * The mail the short-feed guard sends the dealership's admins (issue #27 item 6): the run is
 * held, nothing changed, and an admin decides on the feed's page.
 */
export function heldFeedRunMail(props: {
  dealershipName: string;
  feedName: string;
  reason: string;
  feedsUrl: string;
}): Omit<Mail, 'to'> {
  return {
    subject: `${props.feedName}: a short feed was held`,
    text: [
      `The inventory feed "${props.feedName}" of ${props.dealershipName} came back shorter than usual.`,
      '',
      `${props.reason}.`,
      '',
      'Nothing on the lot was changed. Apply the run if the feed is right, or discard it:',
      props.feedsUrl,
    ].join('\n'),
  };
}
