# expect: door
# technique: returning a dict holding a function
{'f': print}
