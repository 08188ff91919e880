; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i32, i8 }
%struct.big = type { i32, [40 x i8] }

@ncmp = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [23 x i8] c"ints (%d comparisons):\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"bsearch %d: %s at %d (%d comparisons)\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"records (%d comparisons):\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c" %d%c\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"item-%d\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"big (%d comparisons):\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c" %d:%s\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"elder\00", align 1
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.12, ptr @.str.17], align 8
@.str.18 = private unnamed_addr constant [24 x i8] c"words (%d comparisons):\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %s\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x i32], align 4
  %2 = alloca [12 x %struct.rec], align 4
  %3 = alloca [9 x %struct.big], align 4
  %4 = alloca [8 x ptr], align 8
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #9
  br label %8

5:                                                ; preds = %8
  store i32 0, ptr @ncmp, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %1, i64 noundef 37, i64 noundef 4, ptr noundef nonnull @by_int) #9
  %6 = load i32, ptr @ncmp, align 4, !tbaa !6
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  br label %23

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %18, %8 ]
  %10 = phi i32 [ 12345, %0 ], [ %12, %8 ]
  %11 = mul i32 %10, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 16
  %14 = trunc nuw i32 %13 to i16
  %15 = urem i16 %14, 100
  %16 = zext nneg i16 %15 to i32
  %17 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %9
  store i32 %16, ptr %17, align 4, !tbaa !6
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, 37
  br i1 %19, label %5, label %8, !llvm.loop !10

20:                                               ; preds = %23
  %21 = call i32 @putchar(i32 10)
  %22 = ptrtoint ptr %1 to i64
  br label %178

23:                                               ; preds = %5, %23
  %24 = phi i64 [ 0, %5 ], [ %28, %23 ]
  %25 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = add nuw nsw i64 %24, 1
  %29 = icmp eq i64 %28, 37
  br i1 %29, label %20, label %23, !llvm.loop !12

30:                                               ; preds = %206
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #9
  store i32 0, ptr %2, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 97, ptr %31, align 4, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 3, ptr %32, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 98, ptr %33, align 4, !tbaa !13
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 2, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 99, ptr %35, align 4, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %2, i64 24
  store i32 1, ptr %36, align 4, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 100, ptr %37, align 4, !tbaa !13
  %38 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 0, ptr %38, align 4, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %2, i64 36
  store i8 101, ptr %39, align 4, !tbaa !13
  %40 = getelementptr inbounds i8, ptr %2, i64 40
  store i32 3, ptr %40, align 4, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %2, i64 44
  store i8 102, ptr %41, align 4, !tbaa !13
  %42 = getelementptr inbounds i8, ptr %2, i64 48
  store i32 2, ptr %42, align 4, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %2, i64 52
  store i8 103, ptr %43, align 4, !tbaa !13
  %44 = getelementptr inbounds i8, ptr %2, i64 56
  store i32 1, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 104, ptr %45, align 4, !tbaa !13
  %46 = getelementptr inbounds i8, ptr %2, i64 64
  store i32 0, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %2, i64 68
  store i8 105, ptr %47, align 4, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %2, i64 72
  store i32 3, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %2, i64 76
  store i8 106, ptr %49, align 4, !tbaa !13
  %50 = getelementptr inbounds i8, ptr %2, i64 80
  store i32 2, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %2, i64 84
  store i8 107, ptr %51, align 4, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %2, i64 88
  store i32 1, ptr %52, align 4, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %2, i64 92
  store i8 108, ptr %53, align 4, !tbaa !13
  store i32 0, ptr @ncmp, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %2, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @by_key) #9
  %54 = load i32, ptr @ncmp, align 4, !tbaa !6
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %54)
  %56 = load i32, ptr %2, align 4, !tbaa !14
  %57 = load i8, ptr %31, align 4, !tbaa !16
  %58 = zext i8 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56, i32 noundef %58)
  %60 = load i32, ptr %32, align 4, !tbaa !14
  %61 = load i8, ptr %33, align 4, !tbaa !16
  %62 = zext i8 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %60, i32 noundef %62)
  %64 = load i32, ptr %34, align 4, !tbaa !14
  %65 = load i8, ptr %35, align 4, !tbaa !16
  %66 = zext i8 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %64, i32 noundef %66)
  %68 = load i32, ptr %36, align 4, !tbaa !14
  %69 = load i8, ptr %37, align 4, !tbaa !16
  %70 = zext i8 %69 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %68, i32 noundef %70)
  %72 = load i32, ptr %38, align 4, !tbaa !14
  %73 = load i8, ptr %39, align 4, !tbaa !16
  %74 = zext i8 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %72, i32 noundef %74)
  %76 = load i32, ptr %40, align 4, !tbaa !14
  %77 = load i8, ptr %41, align 4, !tbaa !16
  %78 = zext i8 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %76, i32 noundef %78)
  %80 = load i32, ptr %42, align 4, !tbaa !14
  %81 = load i8, ptr %43, align 4, !tbaa !16
  %82 = zext i8 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %80, i32 noundef %82)
  %84 = load i32, ptr %44, align 4, !tbaa !14
  %85 = load i8, ptr %45, align 4, !tbaa !16
  %86 = zext i8 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %84, i32 noundef %86)
  %88 = load i32, ptr %46, align 4, !tbaa !14
  %89 = load i8, ptr %47, align 4, !tbaa !16
  %90 = zext i8 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %88, i32 noundef %90)
  %92 = load i32, ptr %48, align 4, !tbaa !14
  %93 = load i8, ptr %49, align 4, !tbaa !16
  %94 = zext i8 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %92, i32 noundef %94)
  %96 = load i32, ptr %50, align 4, !tbaa !14
  %97 = load i8, ptr %51, align 4, !tbaa !16
  %98 = zext i8 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %96, i32 noundef %98)
  %100 = load i32, ptr %52, align 4, !tbaa !14
  %101 = load i8, ptr %53, align 4, !tbaa !16
  %102 = zext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %100, i32 noundef %102)
  %104 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 396, ptr nonnull %3) #9
  store i32 0, ptr %3, align 4, !tbaa !17
  %105 = getelementptr inbounds i8, ptr %3, i64 4
  %106 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 0) #9
  %107 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 2, ptr %107, align 4, !tbaa !17
  %108 = getelementptr inbounds i8, ptr %3, i64 48
  %109 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %108, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 1) #9
  %110 = getelementptr inbounds i8, ptr %3, i64 88
  store i32 1, ptr %110, align 4, !tbaa !17
  %111 = getelementptr inbounds i8, ptr %3, i64 92
  %112 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %111, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 2) #9
  %113 = getelementptr inbounds i8, ptr %3, i64 132
  store i32 0, ptr %113, align 4, !tbaa !17
  %114 = getelementptr inbounds i8, ptr %3, i64 136
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %114, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 3) #9
  %116 = getelementptr inbounds i8, ptr %3, i64 176
  store i32 2, ptr %116, align 4, !tbaa !17
  %117 = getelementptr inbounds i8, ptr %3, i64 180
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %117, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 4) #9
  %119 = getelementptr inbounds i8, ptr %3, i64 220
  store i32 1, ptr %119, align 4, !tbaa !17
  %120 = getelementptr inbounds i8, ptr %3, i64 224
  %121 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %120, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 5) #9
  %122 = getelementptr inbounds i8, ptr %3, i64 264
  store i32 0, ptr %122, align 4, !tbaa !17
  %123 = getelementptr inbounds i8, ptr %3, i64 268
  %124 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %123, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 6) #9
  %125 = getelementptr inbounds i8, ptr %3, i64 308
  store i32 2, ptr %125, align 4, !tbaa !17
  %126 = getelementptr inbounds i8, ptr %3, i64 312
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 7) #9
  %128 = getelementptr inbounds i8, ptr %3, i64 352
  store i32 1, ptr %128, align 4, !tbaa !17
  %129 = getelementptr inbounds i8, ptr %3, i64 356
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %129, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 8) #9
  store i32 0, ptr @ncmp, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %3, i64 noundef 9, i64 noundef 44, ptr noundef nonnull @by_big) #9
  %131 = load i32, ptr @ncmp, align 4, !tbaa !6
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %131)
  %133 = load i32, ptr %3, align 4, !tbaa !17
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %133, ptr noundef nonnull %105)
  %135 = load i32, ptr %107, align 4, !tbaa !17
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, ptr noundef nonnull %108)
  %137 = load i32, ptr %110, align 4, !tbaa !17
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %137, ptr noundef nonnull %111)
  %139 = load i32, ptr %113, align 4, !tbaa !17
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %139, ptr noundef nonnull %114)
  %141 = load i32, ptr %116, align 4, !tbaa !17
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141, ptr noundef nonnull %117)
  %143 = load i32, ptr %119, align 4, !tbaa !17
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %143, ptr noundef nonnull %120)
  %145 = load i32, ptr %122, align 4, !tbaa !17
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %145, ptr noundef nonnull %123)
  %147 = load i32, ptr %125, align 4, !tbaa !17
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %147, ptr noundef nonnull %126)
  %149 = load i32, ptr %128, align 4, !tbaa !17
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %149, ptr noundef nonnull %129)
  %151 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.words, i64 64, i1 false)
  store i32 0, ptr @ncmp, align 4, !tbaa !6
  call void @qsort(ptr noundef nonnull %4, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @by_str) #9
  %152 = load i32, ptr @ncmp, align 4, !tbaa !6
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %152)
  %154 = load ptr, ptr %4, align 8, !tbaa !19
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %154)
  %156 = getelementptr inbounds i8, ptr %4, i64 8
  %157 = load ptr, ptr %156, align 8, !tbaa !19
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %157)
  %159 = getelementptr inbounds i8, ptr %4, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !19
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %160)
  %162 = getelementptr inbounds i8, ptr %4, i64 24
  %163 = load ptr, ptr %162, align 8, !tbaa !19
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %163)
  %165 = getelementptr inbounds i8, ptr %4, i64 32
  %166 = load ptr, ptr %165, align 8, !tbaa !19
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %166)
  %168 = getelementptr inbounds i8, ptr %4, i64 40
  %169 = load ptr, ptr %168, align 8, !tbaa !19
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %169)
  %171 = getelementptr inbounds i8, ptr %4, i64 48
  %172 = load ptr, ptr %171, align 8, !tbaa !19
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %172)
  %174 = getelementptr inbounds i8, ptr %4, i64 56
  %175 = load ptr, ptr %174, align 8, !tbaa !19
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %175)
  %177 = call i32 @putchar(i32 10)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @by_int) #9
  call void @qsort(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @by_int) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 396, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #9
  ret i32 0

178:                                              ; preds = %20, %206
  %179 = phi i32 [ -1, %20 ], [ %216, %206 ]
  br label %180

180:                                              ; preds = %200, %178
  %181 = phi i32 [ %188, %200 ], [ 0, %178 ]
  %182 = phi i64 [ %202, %200 ], [ 0, %178 ]
  %183 = phi i64 [ %201, %200 ], [ 37, %178 ]
  %184 = add i64 %183, %182
  %185 = lshr i64 %184, 1
  %186 = shl i64 %185, 2
  %187 = getelementptr inbounds i8, ptr %1, i64 %186
  %188 = add nuw nsw i32 %181, 1
  %189 = load i32, ptr %187, align 4, !tbaa !6
  %190 = icmp sgt i32 %179, %189
  %191 = zext i1 %190 to i32
  %192 = icmp slt i32 %179, %189
  %193 = sext i1 %192 to i32
  %194 = add nsw i32 %193, %191
  %195 = icmp slt i32 %194, 0
  br i1 %195, label %200, label %196

196:                                              ; preds = %180
  %197 = icmp eq i32 %194, 0
  br i1 %197, label %204, label %198

198:                                              ; preds = %196
  %199 = add nuw i64 %185, 1
  br label %200

200:                                              ; preds = %198, %180
  %201 = phi i64 [ %183, %198 ], [ %185, %180 ]
  %202 = phi i64 [ %199, %198 ], [ %182, %180 ]
  %203 = icmp ult i64 %202, %201
  br i1 %203, label %180, label %206, !llvm.loop !21

204:                                              ; preds = %196
  %205 = getelementptr inbounds i8, ptr %1, i64 %186
  br label %206

206:                                              ; preds = %200, %204
  %207 = phi ptr [ %205, %204 ], [ null, %200 ]
  store i32 %188, ptr @ncmp, align 4, !tbaa !6
  %208 = icmp eq ptr %207, null
  %209 = select i1 %208, ptr @.str.5, ptr @.str.4
  %210 = ptrtoint ptr %207 to i64
  %211 = sub i64 %210, %22
  %212 = lshr exact i64 %211, 2
  %213 = trunc i64 %212 to i32
  %214 = select i1 %208, i32 -1, i32 %213
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %179, ptr noundef nonnull %209, i32 noundef %214, i32 noundef %188)
  %216 = add nsw i32 %179, 17
  %217 = icmp slt i32 %179, 84
  br i1 %217, label %178, label %30, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal range(i32 -1, 2) i32 @by_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !6
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = load i32, ptr %1, align 4, !tbaa !6
  %7 = icmp sgt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %5, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal i32 @by_key(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !6
  %5 = load i32, ptr %0, align 4, !tbaa !14
  %6 = load i32, ptr %1, align 4, !tbaa !14
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal i32 @by_big(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !6
  %5 = load i32, ptr %1, align 4, !tbaa !17
  %6 = load i32, ptr %0, align 4, !tbaa !17
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal i32 @by_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !6
  %5 = load ptr, ptr %0, align 8, !tbaa !19
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  %7 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #10
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"rec", !7, i64 0, !8, i64 4}
!16 = !{!15, !8, i64 4}
!17 = !{!18, !7, i64 0}
!18 = !{!"big", !7, i64 0, !8, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
