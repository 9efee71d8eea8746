#!/bin/sh
# The minio-setup job of docker-compose.yml, run with MinIO's root account once MinIO answers:
# the uploads bucket, a policy that reaches that bucket only, and the application's user with
# that policy alone. Every step may run again: `mc admin user add` of an existing user sets its
# secret, so a new MINIO_APP_PASSWORD takes effect at the next `make up`.
set -eu

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"

# Objects in the bucket: read, write, delete and multipart uploads. The bucket itself: listing,
# which S3 also needs to answer 404 rather than 403 for a missing object.
policy=/tmp/academy-uploads-policy.json
cat >"$policy" <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation", "s3:ListBucketMultipartUploads"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
EOF
mc admin policy create local academy-uploads "$policy"
mc admin user add local "$MINIO_APP_USER" "$MINIO_APP_PASSWORD"
# mc before late 2024 refuses to attach a policy that is already attached.
case "$(mc admin user info local "$MINIO_APP_USER" --json)" in
  *academy-uploads*) ;;
  *) mc admin policy attach local academy-uploads --user "$MINIO_APP_USER" ;;
esac
