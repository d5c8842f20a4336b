/**
 * TEST FIXTURE ONLY: a self-signed P-256 key and certificate for localhost / 127.0.0.1 / ::1
 * (valid until 2126), so tests can run a TLS server on loopback and trust it through a `ca`
 * option. The key is public on purpose and protects nothing; never use it outside tests.
 * Made with: openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 36500
 *   -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1
 */

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgm/uSgNc8Zp53dUY2
NQN5bc04ddwbIPUEDvHo+0cL9uGhRANCAATfS7R11LpxRimsVgxCTrpcJVQp/4i+
zVGd9YxR8/yjnQdSYs9Ta/Wbc0tEUbhGO2bYT5+qK8aLk0u6fsatnZoY
-----END PRIVATE KEY-----
`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBrjCCAVSgAwIBAgIUSotGXu5EIJm59rHfsCs6aG21U7EwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzIxNTgxOVoYDzIxMjYxMTAz
MjE1ODE5WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATfS7R11LpxRimsVgxCTrpcJVQp/4i+zVGd9YxR8/yjnQdSYs9Ta/Wb
c0tEUbhGO2bYT5+qK8aLk0u6fsatnZoYo4GBMH8wHQYDVR0OBBYEFIBtEzbEqKnV
sL1EDVK+FNicvhM7MB8GA1UdIwQYMBaAFIBtEzbEqKnVsL1EDVK+FNicvhM7MA8G
A1UdEwEB/wQFMAMBAf8wLAYDVR0RBCUwI4IJbG9jYWxob3N0hwR/AAABhxAAAAAA
AAAAAAAAAAAAAAABMAoGCCqGSM49BAMCA0gAMEUCIQCGILUS2gWpl8UADHztM5vP
sh9L/Iph66H9cDz4a8XsTgIgYNpgJyZFCA63iZycZgTrhv+RP6zrsUhfryfyJaSe
AvQ=
-----END CERTIFICATE-----
`;
