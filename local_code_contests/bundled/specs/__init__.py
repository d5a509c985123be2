"""Problem specs by split (train, valid, test) and topic."""
