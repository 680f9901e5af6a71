-- Password-reset links were kept as `reset-password:<token>`: whoever read the database held a
-- working link. They are now kept hashed; the ones still pending in clear are ended (a customer
-- asks for a new link).
DELETE FROM "verification" WHERE "identifier" LIKE 'reset-password:%';
