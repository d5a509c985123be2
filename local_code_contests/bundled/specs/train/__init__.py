"""Training problems: one module per topic; order.txt gives the line order of bundled_train.jsonl."""
