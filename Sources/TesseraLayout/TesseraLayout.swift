// The Cassowary solver and Auto Layout engine live in the folders of this module.
