"""TinyLoRA itself: the exact top-r SVD skeleton and its cache (svd), the layer and its projections (layer),
W + dW folded into plain weights (merge), and tiny_lora_v.pt (checkpoint).
"""
