# expect: guest TypeError
# technique: format field {0.__class__} on the guest range class
'{0.__class__}'.format(range)
