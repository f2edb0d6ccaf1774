-- A column named for what it holds: the link to the user's LinkedIn profile.
ALTER TABLE users RENAME COLUMN profile_link TO linkedin;
