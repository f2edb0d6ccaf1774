-- A category's description (issue 44): the owner's few words under its page's heading, "" for
-- none.
ALTER TABLE categories ADD COLUMN description TEXT NOT NULL DEFAULT '';
