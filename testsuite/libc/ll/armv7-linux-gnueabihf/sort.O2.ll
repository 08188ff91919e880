; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.12, ptr @.str.17], align 4
@.str.18 = private unnamed_addr constant [24 x i8] c"words (%d comparisons):\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %s\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x i32], align 4
  %2 = alloca [12 x %struct.rec], align 4
  %3 = alloca [9 x %struct.big], align 4
  %4 = alloca [8 x ptr], align 4
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #8
  br label %8

5:                                                ; preds = %8
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %1, i32 noundef 37, i32 noundef 4, ptr noundef nonnull @by_int) #8
  %6 = load i32, ptr @ncmp, align 4, !tbaa !5
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  br label %23

8:                                                ; preds = %0, %8
  %9 = phi i32 [ 12345, %0 ], [ %12, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %18, %8 ]
  %11 = mul i32 %9, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 16
  %14 = trunc nuw i32 %13 to i16
  %15 = urem i16 %14, 100
  %16 = zext nneg i16 %15 to i32
  %17 = getelementptr inbounds [37 x i32], ptr %1, i32 0, i32 %10
  store i32 %16, ptr %17, align 4, !tbaa !5
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, 37
  br i1 %19, label %5, label %8, !llvm.loop !9

20:                                               ; preds = %23
  %21 = call i32 @putchar(i32 10)
  %22 = ptrtoint ptr %1 to i32
  br label %178

23:                                               ; preds = %5, %23
  %24 = phi i32 [ 0, %5 ], [ %28, %23 ]
  %25 = getelementptr inbounds [37 x i32], ptr %1, i32 0, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  %28 = add nuw nsw i32 %24, 1
  %29 = icmp eq i32 %28, 37
  br i1 %29, label %20, label %23, !llvm.loop !11

30:                                               ; preds = %206
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i32 4
  store i8 97, ptr %31, align 4, !tbaa !12
  %32 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 3, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %2, i32 12
  store i8 98, ptr %33, align 4, !tbaa !12
  %34 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 2, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %2, i32 20
  store i8 99, ptr %35, align 4, !tbaa !12
  %36 = getelementptr inbounds i8, ptr %2, i32 24
  store i32 1, ptr %36, align 4, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %2, i32 28
  store i8 100, ptr %37, align 4, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %2, i32 32
  store i32 0, ptr %38, align 4, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %2, i32 36
  store i8 101, ptr %39, align 4, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %2, i32 40
  store i32 3, ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %2, i32 44
  store i8 102, ptr %41, align 4, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %2, i32 48
  store i32 2, ptr %42, align 4, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %2, i32 52
  store i8 103, ptr %43, align 4, !tbaa !12
  %44 = getelementptr inbounds i8, ptr %2, i32 56
  store i32 1, ptr %44, align 4, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %2, i32 60
  store i8 104, ptr %45, align 4, !tbaa !12
  %46 = getelementptr inbounds i8, ptr %2, i32 64
  store i32 0, ptr %46, align 4, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %2, i32 68
  store i8 105, ptr %47, align 4, !tbaa !12
  %48 = getelementptr inbounds i8, ptr %2, i32 72
  store i32 3, ptr %48, align 4, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %2, i32 76
  store i8 106, ptr %49, align 4, !tbaa !12
  %50 = getelementptr inbounds i8, ptr %2, i32 80
  store i32 2, ptr %50, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i32 84
  store i8 107, ptr %51, align 4, !tbaa !12
  %52 = getelementptr inbounds i8, ptr %2, i32 88
  store i32 1, ptr %52, align 4, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i32 92
  store i8 108, ptr %53, align 4, !tbaa !12
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %2, i32 noundef 12, i32 noundef 8, ptr noundef nonnull @by_key) #8
  %54 = load i32, ptr @ncmp, align 4, !tbaa !5
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %54)
  %56 = load i32, ptr %2, align 4, !tbaa !13
  %57 = load i8, ptr %31, align 4, !tbaa !15
  %58 = zext i8 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56, i32 noundef %58)
  %60 = load i32, ptr %32, align 4, !tbaa !13
  %61 = load i8, ptr %33, align 4, !tbaa !15
  %62 = zext i8 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %60, i32 noundef %62)
  %64 = load i32, ptr %34, align 4, !tbaa !13
  %65 = load i8, ptr %35, align 4, !tbaa !15
  %66 = zext i8 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %64, i32 noundef %66)
  %68 = load i32, ptr %36, align 4, !tbaa !13
  %69 = load i8, ptr %37, align 4, !tbaa !15
  %70 = zext i8 %69 to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %68, i32 noundef %70)
  %72 = load i32, ptr %38, align 4, !tbaa !13
  %73 = load i8, ptr %39, align 4, !tbaa !15
  %74 = zext i8 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %72, i32 noundef %74)
  %76 = load i32, ptr %40, align 4, !tbaa !13
  %77 = load i8, ptr %41, align 4, !tbaa !15
  %78 = zext i8 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %76, i32 noundef %78)
  %80 = load i32, ptr %42, align 4, !tbaa !13
  %81 = load i8, ptr %43, align 4, !tbaa !15
  %82 = zext i8 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %80, i32 noundef %82)
  %84 = load i32, ptr %44, align 4, !tbaa !13
  %85 = load i8, ptr %45, align 4, !tbaa !15
  %86 = zext i8 %85 to i32
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %84, i32 noundef %86)
  %88 = load i32, ptr %46, align 4, !tbaa !13
  %89 = load i8, ptr %47, align 4, !tbaa !15
  %90 = zext i8 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %88, i32 noundef %90)
  %92 = load i32, ptr %48, align 4, !tbaa !13
  %93 = load i8, ptr %49, align 4, !tbaa !15
  %94 = zext i8 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %92, i32 noundef %94)
  %96 = load i32, ptr %50, align 4, !tbaa !13
  %97 = load i8, ptr %51, align 4, !tbaa !15
  %98 = zext i8 %97 to i32
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %96, i32 noundef %98)
  %100 = load i32, ptr %52, align 4, !tbaa !13
  %101 = load i8, ptr %53, align 4, !tbaa !15
  %102 = zext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %100, i32 noundef %102)
  %104 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 396, ptr nonnull %3) #8
  store i32 0, ptr %3, align 4, !tbaa !16
  %105 = getelementptr inbounds i8, ptr %3, i32 4
  %106 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %105, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 0) #8
  %107 = getelementptr inbounds i8, ptr %3, i32 44
  store i32 2, ptr %107, align 4, !tbaa !16
  %108 = getelementptr inbounds i8, ptr %3, i32 48
  %109 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %108, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 1) #8
  %110 = getelementptr inbounds i8, ptr %3, i32 88
  store i32 1, ptr %110, align 4, !tbaa !16
  %111 = getelementptr inbounds i8, ptr %3, i32 92
  %112 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %111, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 2) #8
  %113 = getelementptr inbounds i8, ptr %3, i32 132
  store i32 0, ptr %113, align 4, !tbaa !16
  %114 = getelementptr inbounds i8, ptr %3, i32 136
  %115 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %114, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 3) #8
  %116 = getelementptr inbounds i8, ptr %3, i32 176
  store i32 2, ptr %116, align 4, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %3, i32 180
  %118 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %117, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 4) #8
  %119 = getelementptr inbounds i8, ptr %3, i32 220
  store i32 1, ptr %119, align 4, !tbaa !16
  %120 = getelementptr inbounds i8, ptr %3, i32 224
  %121 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %120, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 5) #8
  %122 = getelementptr inbounds i8, ptr %3, i32 264
  store i32 0, ptr %122, align 4, !tbaa !16
  %123 = getelementptr inbounds i8, ptr %3, i32 268
  %124 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %123, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 6) #8
  %125 = getelementptr inbounds i8, ptr %3, i32 308
  store i32 2, ptr %125, align 4, !tbaa !16
  %126 = getelementptr inbounds i8, ptr %3, i32 312
  %127 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 7) #8
  %128 = getelementptr inbounds i8, ptr %3, i32 352
  store i32 1, ptr %128, align 4, !tbaa !16
  %129 = getelementptr inbounds i8, ptr %3, i32 356
  %130 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %129, i32 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 8) #8
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %3, i32 noundef 9, i32 noundef 44, ptr noundef nonnull @by_big) #8
  %131 = load i32, ptr @ncmp, align 4, !tbaa !5
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %131)
  %133 = load i32, ptr %3, align 4, !tbaa !16
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %133, ptr noundef nonnull %105)
  %135 = load i32, ptr %107, align 4, !tbaa !16
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %135, ptr noundef nonnull %108)
  %137 = load i32, ptr %110, align 4, !tbaa !16
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %137, ptr noundef nonnull %111)
  %139 = load i32, ptr %113, align 4, !tbaa !16
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %139, ptr noundef nonnull %114)
  %141 = load i32, ptr %116, align 4, !tbaa !16
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141, ptr noundef nonnull %117)
  %143 = load i32, ptr %119, align 4, !tbaa !16
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %143, ptr noundef nonnull %120)
  %145 = load i32, ptr %122, align 4, !tbaa !16
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %145, ptr noundef nonnull %123)
  %147 = load i32, ptr %125, align 4, !tbaa !16
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %147, ptr noundef nonnull %126)
  %149 = load i32, ptr %128, align 4, !tbaa !16
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %149, ptr noundef nonnull %129)
  %151 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(32) %4, ptr noundef nonnull align 4 dereferenceable(32) @__const.main.words, i32 32, i1 false)
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %4, i32 noundef 8, i32 noundef 4, ptr noundef nonnull @by_str) #8
  %152 = load i32, ptr @ncmp, align 4, !tbaa !5
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %152)
  %154 = load ptr, ptr %4, align 4, !tbaa !18
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %154)
  %156 = getelementptr inbounds i8, ptr %4, i32 4
  %157 = load ptr, ptr %156, align 4, !tbaa !18
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %157)
  %159 = getelementptr inbounds i8, ptr %4, i32 8
  %160 = load ptr, ptr %159, align 4, !tbaa !18
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %160)
  %162 = getelementptr inbounds i8, ptr %4, i32 12
  %163 = load ptr, ptr %162, align 4, !tbaa !18
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %163)
  %165 = getelementptr inbounds i8, ptr %4, i32 16
  %166 = load ptr, ptr %165, align 4, !tbaa !18
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %166)
  %168 = getelementptr inbounds i8, ptr %4, i32 20
  %169 = load ptr, ptr %168, align 4, !tbaa !18
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %169)
  %171 = getelementptr inbounds i8, ptr %4, i32 24
  %172 = load ptr, ptr %171, align 4, !tbaa !18
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %172)
  %174 = getelementptr inbounds i8, ptr %4, i32 28
  %175 = load ptr, ptr %174, align 4, !tbaa !18
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %175)
  %177 = call i32 @putchar(i32 10)
  call void @qsort(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 4, ptr noundef nonnull @by_int) #8
  call void @qsort(ptr noundef nonnull %1, i32 noundef 1, i32 noundef 4, ptr noundef nonnull @by_int) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 396, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #8
  ret i32 0

178:                                              ; preds = %20, %206
  %179 = phi i32 [ -1, %20 ], [ %215, %206 ]
  br label %180

180:                                              ; preds = %200, %178
  %181 = phi i32 [ %188, %200 ], [ 0, %178 ]
  %182 = phi i32 [ %202, %200 ], [ 0, %178 ]
  %183 = phi i32 [ %201, %200 ], [ 37, %178 ]
  %184 = add i32 %183, %182
  %185 = lshr i32 %184, 1
  %186 = shl i32 %185, 2
  %187 = getelementptr inbounds i8, ptr %1, i32 %186
  %188 = add nuw nsw i32 %181, 1
  %189 = load i32, ptr %187, align 4, !tbaa !5
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
  %199 = add nuw i32 %185, 1
  br label %200

200:                                              ; preds = %198, %180
  %201 = phi i32 [ %183, %198 ], [ %185, %180 ]
  %202 = phi i32 [ %199, %198 ], [ %182, %180 ]
  %203 = icmp ult i32 %202, %201
  br i1 %203, label %180, label %206, !llvm.loop !20

204:                                              ; preds = %196
  %205 = getelementptr inbounds i8, ptr %1, i32 %186
  br label %206

206:                                              ; preds = %200, %204
  %207 = phi ptr [ %205, %204 ], [ null, %200 ]
  store i32 %188, ptr @ncmp, align 4, !tbaa !5
  %208 = icmp eq ptr %207, null
  %209 = select i1 %208, ptr @.str.5, ptr @.str.4
  %210 = ptrtoint ptr %207 to i32
  %211 = sub i32 %210, %22
  %212 = ashr exact i32 %211, 2
  %213 = select i1 %208, i32 -1, i32 %212
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %179, ptr noundef nonnull %209, i32 noundef %213, i32 noundef %188)
  %215 = add nsw i32 %179, 17
  %216 = icmp slt i32 %179, 84
  br i1 %216, label %178, label %30, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal range(i32 -1, 2) i32 @by_int(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = load i32, ptr %1, align 4, !tbaa !5
  %7 = icmp sgt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %5, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @by_key(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load i32, ptr %0, align 4, !tbaa !13
  %6 = load i32, ptr %1, align 4, !tbaa !13
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @by_big(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load i32, ptr %1, align 4, !tbaa !16
  %6 = load i32, ptr %0, align 4, !tbaa !16
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none)
define internal i32 @by_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load ptr, ptr %0, align 4, !tbaa !18
  %6 = load ptr, ptr %1, align 4, !tbaa !18
  %7 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #9
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !6, i64 0}
!14 = !{!"rec", !6, i64 0, !7, i64 4}
!15 = !{!14, !7, i64 4}
!16 = !{!17, !6, i64 0}
!17 = !{!"big", !6, i64 0, !7, i64 4}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
