-- Submission types now come from config/forms.yaml (each form's `stored` name), so a new form
-- needs no migration: the fixed list gives way to the shape of a form id. The first stored
-- names of the credit and debt forms follow their form ids.
ALTER TABLE submissions DROP CONSTRAINT submissions_type_check;
UPDATE submissions SET type = 'credit-report' WHERE type = 'credit';
UPDATE submissions SET type = 'debt-claim' WHERE type = 'debt';
UPDATE submissions SET type = 'package-purchase' WHERE type = 'purchase';
ALTER TABLE submissions ADD CONSTRAINT submissions_type_check CHECK (type ~ '^[a-z][a-z0-9-]*$');
