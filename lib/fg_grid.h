/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_grid.h - exact traversal of a uniform 2D or 3D grid by a segment (Amanatides-Woo),
 * for tile-map line of sight, raycaster views and occupancy grids.
 *
 * Index
 *   fg_grid2 fg_grid3                  origin, cell size per axis, dimensions in cells
 *   fg_grid_cell FG_GRID_X_POS ...     one visited cell: indices, entry t, face bits
 *   fg_grid_walk                       the iterator's state (caller's memory, 132 bytes)
 *   fg_grid2_walk_begin fg_grid3_walk_begin   start a walk
 *   fg_grid2_walk_next  fg_grid3_walk_next    the next cell, in order
 *
 * THE RULE. Cells are half-open: on each axis cell k holds the coordinates x with
 * origin + k * size <= x < origin + (k + 1) * size. A walk visits exactly the cells, inside
 * the grid's dimensions, that hold a point origin + t * delta of the segment for some t in
 * [0, min(max_t, 1)], each once, in order of entry t (the infimum of the segment's t in the
 * cell). Through an edge or a corner this decides: moving +x, -y exactly through a corner
 * visits the cell that holds only the corner point (the half-open rule puts it there),
 * moving +x, +y (or -x, -y) steps diagonally and reports every face crossed. Ties between
 * axes are decided exactly (cross-multiplied in wide integers), never from a rounded t:
 * no cell is skipped or invented, however long the segment and however small the cells.
 *
 * Use: begin, then call next until it returns false; stop early by not calling it again.
 * No allocation, no callback; the state is plain data (copy it to resume later).
 */
#ifndef FG_GRID_H
#define FG_GRID_H

#include "fg_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A uniform 2D grid: cell (i, j) covers [origin + (i, j) * cell_size, origin + (i+1, j+1) * cell_size). */
typedef struct fg_grid2 {
    fg_vec2 origin;    /**< the low corner of cell (0, 0) */
    fg_vec2 cell_size; /**< cell size per axis, > 0 */
    int32_t cells_x;   /**< cells along x, > 0 */
    int32_t cells_y;   /**< cells along y, > 0 */
} fg_grid2;

/** A uniform 3D grid: cell (i, j, k) covers [origin + (i, j, k) * cell_size, ... + cell_size). */
typedef struct fg_grid3 {
    fg_vec3 origin;    /**< the low corner of cell (0, 0, 0) */
    fg_vec3 cell_size; /**< cell size per axis, > 0 */
    int32_t cells_x;   /**< cells along x, > 0 */
    int32_t cells_y;   /**< cells along y, > 0 */
    int32_t cells_z;   /**< cells along z, > 0 */
} fg_grid3;

/** Face bits (fg_grid_cell.face): the direction of the step that entered the cell. X_POS
 * means the walk moved toward +x, through the cell's low-x face. A step through an edge or
 * a corner sets one bit per axis crossed. */
enum {
    FG_GRID_FACE_NONE = 0, /**< the walk started in this cell */
    FG_GRID_X_POS = 1,     /**< stepped toward +x */
    FG_GRID_X_NEG = 2,     /**< stepped toward -x */
    FG_GRID_Y_POS = 4,     /**< stepped toward +y */
    FG_GRID_Y_NEG = 8,     /**< stepped toward -y */
    FG_GRID_Z_POS = 16,    /**< stepped toward +z */
    FG_GRID_Z_NEG = 32     /**< stepped toward -z */
};

/** One visited cell. */
typedef struct fg_grid_cell {
    int32_t x;      /**< cell index along x, in [0, cells_x) */
    int32_t y;      /**< cell index along y, in [0, cells_y) */
    int32_t z;      /**< cell index along z, in [0, cells_z); 0 in 2D */
    fg_scalar t;    /**< entry fraction: the infimum of t in the cell, <= 0.5 LSB; 0 for the start cell */
    unsigned face;  /**< FG_GRID_* face bits of the step that entered the cell; FG_GRID_FACE_NONE
                         for the cell holding the origin */
} fg_grid_cell;

/** A walk's state. Its fields are private; it holds no pointer into the grid or segment. */
typedef struct fg_grid_walk {
    fg_scalar origin[3]; /**< private: the segment's origin */
    fg_scalar line[3];   /**< private: the next grid line to cross per axis */
    fg_scalar step[3];   /**< private: +-cell size per axis */
    fg_scalar speed[3];  /**< private: |delta| per axis */
    int32_t cell[3];     /**< private: the pending cell */
    int32_t stop[3];     /**< private: the index past the grid in the direction of motion */
    fg_scalar t_next[3];    /**< private: the next crossing's t per axis (quotient) */
    uint32_t t_next_rem[3]; /**< private: ... its remainder */
    fg_scalar t_step[3];    /**< private: t between two lines per axis (quotient) */
    uint32_t t_step_rem[3]; /**< private: ... its remainder */
    fg_scalar max_t;     /**< private: min(max_t, 1) */
    fg_scalar t;         /**< private: the pending cell's entry t */
    uint8_t face;        /**< private: the pending cell's face bits */
    uint8_t axes;        /**< private: 2 or 3 */
    uint8_t done;        /**< private: nothing pending */
} fg_grid_walk;

/** Start walking the cells of `grid` that the segment p(t) = origin + t * delta, t in
 * [0, min(max_t, 1)], passes through (THE RULE, above). Exact: the set and order of cells.
 * The first cell is the one holding the origin (face none, t = 0) or, starting outside, the
 * first cell entered (its entry t and face).
 * Domain: segment origin and end, grid origin and far corner (origin + cells * cell_size)
 * in [-8192, 8192] units per axis; cell sizes > 0; cell counts > 0. Outside, or a NULL
 * argument: FG_REJECTED. max_t < 0: FG_MISS. A zero delta visits the origin's cell.
 * @param walk the state to initialise (required; next returns false after a miss or reject)
 * @param grid the grid (required) @param seg the segment (required)
 * @param max_t the largest t visited (> 1 acts as 1)
 * @return FG_HIT (a first cell is pending), FG_MISS (no cell of the grid), FG_REJECTED
 */
FG_API fg_result fg_grid2_walk_begin(fg_grid_walk *walk, const fg_grid2 *grid, const fg_segment2 *seg, fg_scalar max_t);
/** The 3D counterpart of fg_grid2_walk_begin (the same rule, domain and results).
 * @param walk the state to initialise (required) @param grid the grid (required)
 * @param seg the segment (required) @param max_t the largest t visited (> 1 acts as 1)
 * @return FG_HIT, FG_MISS or FG_REJECTED
 */
FG_API fg_result fg_grid3_walk_begin(fg_grid_walk *walk, const fg_grid3 *grid, const fg_segment3 *seg, fg_scalar max_t);

/** The next cell of a walk started by fg_grid2_walk_begin, in order of entry t (ties: the
 * half-open rule; a diagonal step is one cell). Each call costs one exact comparison per
 * axis and no division.
 * @param walk the state (required; NULL gives false) @param cell receives the cell (may be NULL)
 * @return true when a cell was produced, false when the walk is over
 */
FG_API bool fg_grid2_walk_next(fg_grid_walk *walk, fg_grid_cell *cell);
/** The next cell of a walk started by fg_grid3_walk_begin (see fg_grid2_walk_next).
 * @param walk the state (required; NULL gives false) @param cell receives the cell (may be NULL)
 * @return true when a cell was produced, false when the walk is over
 */
FG_API bool fg_grid3_walk_next(fg_grid_walk *walk, fg_grid_cell *cell);

#ifdef __cplusplus
}
#endif

#endif /* FG_GRID_H */
