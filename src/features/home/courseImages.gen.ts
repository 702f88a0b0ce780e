// Written by scripts/course-images.mjs; run it again instead of editing this list.
export interface CourseImage {
  src: string;
  alt: string;
}

export const courseImages: readonly CourseImage[] = [
  {
    "src": "/images/courses/01.svg",
    "alt": "Golf hole under a morning sky: a fairway bending left to a green with a red flag, 1 bunker, water on the right, trees"
  },
  {
    "src": "/images/courses/02.svg",
    "alt": "Golf hole under a evening sky: a fairway bending right to a green with a yellow flag, 3 bunkers, trees"
  },
  {
    "src": "/images/courses/03.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending gently to a green with a blue flag, 2 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/04.svg",
    "alt": "Golf hole under a summer sky: a fairway bending left to a green with a blue flag, 1 bunker, water on the left, trees"
  },
  {
    "src": "/images/courses/05.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending gently to a green with a blue flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/06.svg",
    "alt": "Golf hole under a morning sky: a fairway bending left to a green with a blue flag, 2 bunkers, trees"
  },
  {
    "src": "/images/courses/07.svg",
    "alt": "Golf hole under a evening sky: a fairway bending gently to a green with a red flag, 1 bunker, water on the right, trees"
  },
  {
    "src": "/images/courses/08.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending right to a green with a blue flag, 3 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/09.svg",
    "alt": "Golf hole under a summer sky: a fairway bending right to a green with a red flag, 3 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/10.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending left to a green with a blue flag, 1 bunker, trees"
  },
  {
    "src": "/images/courses/11.svg",
    "alt": "Golf hole under a morning sky: a fairway bending right to a green with a red flag, 1 bunker, trees"
  },
  {
    "src": "/images/courses/12.svg",
    "alt": "Golf hole under a evening sky: a fairway bending gently to a green with a yellow flag, 2 bunkers, trees"
  },
  {
    "src": "/images/courses/13.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending left to a green with a white flag, 3 bunkers, trees"
  },
  {
    "src": "/images/courses/14.svg",
    "alt": "Golf hole under a summer sky: a fairway bending left to a green with a white flag, 3 bunkers, trees"
  },
  {
    "src": "/images/courses/15.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending right to a green with a yellow flag, 1 bunker, trees"
  },
  {
    "src": "/images/courses/16.svg",
    "alt": "Golf hole under a morning sky: a fairway bending gently to a green with a blue flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/17.svg",
    "alt": "Golf hole under a evening sky: a fairway bending left to a green with a yellow flag, 2 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/18.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending right to a green with a red flag, 2 bunkers, trees"
  },
  {
    "src": "/images/courses/19.svg",
    "alt": "Golf hole under a summer sky: a fairway bending left to a green with a blue flag, 1 bunker, water on the left, trees"
  },
  {
    "src": "/images/courses/20.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending left to a green with a yellow flag, 2 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/21.svg",
    "alt": "Golf hole under a morning sky: a fairway bending right to a green with a yellow flag, 2 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/22.svg",
    "alt": "Golf hole under a evening sky: a fairway bending left to a green with a white flag, 2 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/23.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending gently to a green with a yellow flag, 3 bunkers, trees"
  },
  {
    "src": "/images/courses/24.svg",
    "alt": "Golf hole under a summer sky: a fairway bending gently to a green with a yellow flag, 3 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/25.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending right to a green with a yellow flag, 1 bunker, trees"
  },
  {
    "src": "/images/courses/26.svg",
    "alt": "Golf hole under a morning sky: a fairway bending left to a green with a yellow flag, 1 bunker, water on the right, trees"
  },
  {
    "src": "/images/courses/27.svg",
    "alt": "Golf hole under a evening sky: a fairway bending left to a green with a red flag, 1 bunker, water on the right, trees"
  },
  {
    "src": "/images/courses/28.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending gently to a green with a red flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/29.svg",
    "alt": "Golf hole under a summer sky: a fairway bending gently to a green with a red flag, 1 bunker, water on the right, trees"
  },
  {
    "src": "/images/courses/30.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending right to a green with a blue flag, 1 bunker, water on the left, trees"
  },
  {
    "src": "/images/courses/31.svg",
    "alt": "Golf hole under a morning sky: a fairway bending gently to a green with a white flag, 1 bunker, trees"
  },
  {
    "src": "/images/courses/32.svg",
    "alt": "Golf hole under a evening sky: a fairway bending left to a green with a yellow flag, 2 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/33.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending left to a green with a blue flag, 3 bunkers, trees"
  },
  {
    "src": "/images/courses/34.svg",
    "alt": "Golf hole under a summer sky: a fairway bending right to a green with a white flag, 3 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/35.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending left to a green with a blue flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/36.svg",
    "alt": "Golf hole under a morning sky: a fairway bending right to a green with a red flag, 3 bunkers, water on the right, trees"
  },
  {
    "src": "/images/courses/37.svg",
    "alt": "Golf hole under a evening sky: a fairway bending right to a green with a red flag, 2 bunkers, trees"
  },
  {
    "src": "/images/courses/38.svg",
    "alt": "Golf hole under a overcast sky: a fairway bending right to a green with a yellow flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/39.svg",
    "alt": "Golf hole under a summer sky: a fairway bending left to a green with a red flag, 1 bunker, water on the left, trees"
  },
  {
    "src": "/images/courses/40.svg",
    "alt": "Golf hole under a clear blue sky: a fairway bending left to a green with a blue flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/41.svg",
    "alt": "Golf hole under a morning sky: a fairway bending right to a green with a blue flag, 3 bunkers, water on the left, trees"
  },
  {
    "src": "/images/courses/42.svg",
    "alt": "Golf hole under a evening sky: a fairway bending left to a green with a blue flag, 1 bunker, water on the right, trees"
  }
];
