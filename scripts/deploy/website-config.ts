// The bucket's website configuration (index and error documents, no routing rule: bucketWebsite()),
// read first and put only when it differs, so that a deploy that changes nothing writes nothing.
import { GetBucketWebsiteCommand, PutBucketWebsiteCommand } from "@aws-sdk/client-s3";
import type { S3Client, WebsiteConfiguration } from "@aws-sdk/client-s3";
import { bucketWebsite } from "../build/bucket-website.ts";

/** The parts of a configuration the site sets, in one comparable form. */
function shape(config: WebsiteConfiguration): string {
  return JSON.stringify({
    index: config.IndexDocument?.Suffix ?? null,
    error: config.ErrorDocument?.Key ?? null,
    redirectAll: config.RedirectAllRequestsTo?.HostName ?? null,
    rules: config.RoutingRules ?? [],
  });
}

/** Whether the bucket already has the site's configuration (a bucket with none has not). */
export async function websiteIsSet(client: S3Client, bucket: string): Promise<boolean> {
  try {
    return shape(await client.send(new GetBucketWebsiteCommand({ Bucket: bucket }))) === shape(bucketWebsite());
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchWebsiteConfiguration") return false;
    throw new Error(`Could not read ${bucket}'s website configuration: ${(error as Error).message}`, { cause: error });
  }
}

export async function putWebsite(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: bucketWebsite() }));
  } catch (error) {
    throw new Error(`Could not set ${bucket}'s website configuration: ${(error as Error).message}`, { cause: error });
  }
}
