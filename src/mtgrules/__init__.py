"""mtgrules: a rules engine for Magic: The Gathering."""
