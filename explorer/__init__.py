"""Rules Explorer: a small, exact Magic: The Gathering rules engine for notebooks."""

__version__ = "0.1.0"
