; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.12, ptr @.str.17], align 16
@.str.18 = private unnamed_addr constant [24 x i8] c"words (%d comparisons):\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %s\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [37 x i32], align 16
  %2 = alloca [12 x %struct.rec], align 16
  %3 = alloca [9 x %struct.big], align 16
  %4 = alloca [8 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 148, ptr nonnull %1) #9
  br label %8

5:                                                ; preds = %8
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %1, i64 noundef 37, i64 noundef 4, ptr noundef nonnull @by_int) #9
  %6 = load i32, ptr @ncmp, align 4, !tbaa !5
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  br label %32

8:                                                ; preds = %19, %0
  %9 = phi i64 [ 0, %0 ], [ %28, %19 ]
  %10 = phi i32 [ 12345, %0 ], [ %22, %19 ]
  %11 = mul i32 %10, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 16
  %14 = trunc nuw i32 %13 to i16
  %15 = urem i16 %14, 100
  %16 = zext nneg i16 %15 to i32
  %17 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %9
  store i32 %16, ptr %17, align 8, !tbaa !5
  %18 = icmp eq i64 %9, 36
  br i1 %18, label %5, label %19, !llvm.loop !9

19:                                               ; preds = %8
  %20 = or disjoint i64 %9, 1
  %21 = mul i32 %12, 1103515245
  %22 = add i32 %21, 12345
  %23 = lshr i32 %22, 16
  %24 = trunc nuw i32 %23 to i16
  %25 = urem i16 %24, 100
  %26 = zext nneg i16 %25 to i32
  %27 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %20
  store i32 %26, ptr %27, align 4, !tbaa !5
  %28 = add nuw nsw i64 %9, 2
  br label %8

29:                                               ; preds = %32
  %30 = call i32 @putchar(i32 10)
  %31 = ptrtoint ptr %1 to i64
  br label %187

32:                                               ; preds = %5, %32
  %33 = phi i64 [ 0, %5 ], [ %37, %32 ]
  %34 = getelementptr inbounds [37 x i32], ptr %1, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = add nuw nsw i64 %33, 1
  %38 = icmp eq i64 %37, 37
  br i1 %38, label %29, label %32, !llvm.loop !11

39:                                               ; preds = %215
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #9
  store i32 0, ptr %2, align 16, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %2, i64 4
  store i8 97, ptr %40, align 4, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 3, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 98, ptr %42, align 4, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %2, i64 16
  store i32 2, ptr %43, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 99, ptr %44, align 4, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %2, i64 24
  store i32 1, ptr %45, align 8, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 100, ptr %46, align 4, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %2, i64 32
  store i32 0, ptr %47, align 16, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %2, i64 36
  store i8 101, ptr %48, align 4, !tbaa !12
  %49 = getelementptr inbounds i8, ptr %2, i64 40
  store i32 3, ptr %49, align 8, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %2, i64 44
  store i8 102, ptr %50, align 4, !tbaa !12
  %51 = getelementptr inbounds i8, ptr %2, i64 48
  store i32 2, ptr %51, align 16, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %2, i64 52
  store i8 103, ptr %52, align 4, !tbaa !12
  %53 = getelementptr inbounds i8, ptr %2, i64 56
  store i32 1, ptr %53, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 104, ptr %54, align 4, !tbaa !12
  %55 = getelementptr inbounds i8, ptr %2, i64 64
  store i32 0, ptr %55, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %2, i64 68
  store i8 105, ptr %56, align 4, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %2, i64 72
  store i32 3, ptr %57, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %2, i64 76
  store i8 106, ptr %58, align 4, !tbaa !12
  %59 = getelementptr inbounds i8, ptr %2, i64 80
  store i32 2, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %2, i64 84
  store i8 107, ptr %60, align 4, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %2, i64 88
  store i32 1, ptr %61, align 8, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %2, i64 92
  store i8 108, ptr %62, align 4, !tbaa !12
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %2, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @by_key) #9
  %63 = load i32, ptr @ncmp, align 4, !tbaa !5
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %63)
  %65 = load i32, ptr %2, align 16, !tbaa !13
  %66 = load i8, ptr %40, align 4, !tbaa !15
  %67 = sext i8 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %65, i32 noundef %67)
  %69 = load i32, ptr %41, align 8, !tbaa !13
  %70 = load i8, ptr %42, align 4, !tbaa !15
  %71 = sext i8 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %69, i32 noundef %71)
  %73 = load i32, ptr %43, align 16, !tbaa !13
  %74 = load i8, ptr %44, align 4, !tbaa !15
  %75 = sext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %73, i32 noundef %75)
  %77 = load i32, ptr %45, align 8, !tbaa !13
  %78 = load i8, ptr %46, align 4, !tbaa !15
  %79 = sext i8 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %77, i32 noundef %79)
  %81 = load i32, ptr %47, align 16, !tbaa !13
  %82 = load i8, ptr %48, align 4, !tbaa !15
  %83 = sext i8 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %81, i32 noundef %83)
  %85 = load i32, ptr %49, align 8, !tbaa !13
  %86 = load i8, ptr %50, align 4, !tbaa !15
  %87 = sext i8 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %85, i32 noundef %87)
  %89 = load i32, ptr %51, align 16, !tbaa !13
  %90 = load i8, ptr %52, align 4, !tbaa !15
  %91 = sext i8 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %89, i32 noundef %91)
  %93 = load i32, ptr %53, align 8, !tbaa !13
  %94 = load i8, ptr %54, align 4, !tbaa !15
  %95 = sext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %93, i32 noundef %95)
  %97 = load i32, ptr %55, align 16, !tbaa !13
  %98 = load i8, ptr %56, align 4, !tbaa !15
  %99 = sext i8 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %97, i32 noundef %99)
  %101 = load i32, ptr %57, align 8, !tbaa !13
  %102 = load i8, ptr %58, align 4, !tbaa !15
  %103 = sext i8 %102 to i32
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %101, i32 noundef %103)
  %105 = load i32, ptr %59, align 16, !tbaa !13
  %106 = load i8, ptr %60, align 4, !tbaa !15
  %107 = sext i8 %106 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %105, i32 noundef %107)
  %109 = load i32, ptr %61, align 8, !tbaa !13
  %110 = load i8, ptr %62, align 4, !tbaa !15
  %111 = sext i8 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %109, i32 noundef %111)
  %113 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 396, ptr nonnull %3) #9
  store i32 0, ptr %3, align 16, !tbaa !16
  %114 = getelementptr inbounds i8, ptr %3, i64 4
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %114, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 0) #9
  %116 = getelementptr inbounds i8, ptr %3, i64 44
  store i32 2, ptr %116, align 4, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %3, i64 48
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %117, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 1) #9
  %119 = getelementptr inbounds i8, ptr %3, i64 88
  store i32 1, ptr %119, align 8, !tbaa !16
  %120 = getelementptr inbounds i8, ptr %3, i64 92
  %121 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %120, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 2) #9
  %122 = getelementptr inbounds i8, ptr %3, i64 132
  store i32 0, ptr %122, align 4, !tbaa !16
  %123 = getelementptr inbounds i8, ptr %3, i64 136
  %124 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %123, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 3) #9
  %125 = getelementptr inbounds i8, ptr %3, i64 176
  store i32 2, ptr %125, align 16, !tbaa !16
  %126 = getelementptr inbounds i8, ptr %3, i64 180
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %126, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 4) #9
  %128 = getelementptr inbounds i8, ptr %3, i64 220
  store i32 1, ptr %128, align 4, !tbaa !16
  %129 = getelementptr inbounds i8, ptr %3, i64 224
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %129, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 5) #9
  %131 = getelementptr inbounds i8, ptr %3, i64 264
  store i32 0, ptr %131, align 8, !tbaa !16
  %132 = getelementptr inbounds i8, ptr %3, i64 268
  %133 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %132, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 6) #9
  %134 = getelementptr inbounds i8, ptr %3, i64 308
  store i32 2, ptr %134, align 4, !tbaa !16
  %135 = getelementptr inbounds i8, ptr %3, i64 312
  %136 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %135, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 7) #9
  %137 = getelementptr inbounds i8, ptr %3, i64 352
  store i32 1, ptr %137, align 16, !tbaa !16
  %138 = getelementptr inbounds i8, ptr %3, i64 356
  %139 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %138, i64 noundef 40, ptr noundef nonnull @.str.8, i32 noundef 8) #9
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %3, i64 noundef 9, i64 noundef 44, ptr noundef nonnull @by_big) #9
  %140 = load i32, ptr @ncmp, align 4, !tbaa !5
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %140)
  %142 = load i32, ptr %3, align 16, !tbaa !16
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %142, ptr noundef nonnull %114)
  %144 = load i32, ptr %116, align 4, !tbaa !16
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %144, ptr noundef nonnull %117)
  %146 = load i32, ptr %119, align 8, !tbaa !16
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %146, ptr noundef nonnull %120)
  %148 = load i32, ptr %122, align 4, !tbaa !16
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %148, ptr noundef nonnull %123)
  %150 = load i32, ptr %125, align 16, !tbaa !16
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %150, ptr noundef nonnull %126)
  %152 = load i32, ptr %128, align 4, !tbaa !16
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %152, ptr noundef nonnull %129)
  %154 = load i32, ptr %131, align 8, !tbaa !16
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %154, ptr noundef nonnull %132)
  %156 = load i32, ptr %134, align 4, !tbaa !16
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %156, ptr noundef nonnull %135)
  %158 = load i32, ptr %137, align 16, !tbaa !16
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %158, ptr noundef nonnull %138)
  %160 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.words, i64 64, i1 false)
  store i32 0, ptr @ncmp, align 4, !tbaa !5
  call void @qsort(ptr noundef nonnull %4, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @by_str) #9
  %161 = load i32, ptr @ncmp, align 4, !tbaa !5
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %161)
  %163 = load ptr, ptr %4, align 16, !tbaa !18
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %163)
  %165 = getelementptr inbounds i8, ptr %4, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !18
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %166)
  %168 = getelementptr inbounds i8, ptr %4, i64 16
  %169 = load ptr, ptr %168, align 16, !tbaa !18
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %169)
  %171 = getelementptr inbounds i8, ptr %4, i64 24
  %172 = load ptr, ptr %171, align 8, !tbaa !18
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %172)
  %174 = getelementptr inbounds i8, ptr %4, i64 32
  %175 = load ptr, ptr %174, align 16, !tbaa !18
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %175)
  %177 = getelementptr inbounds i8, ptr %4, i64 40
  %178 = load ptr, ptr %177, align 8, !tbaa !18
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %178)
  %180 = getelementptr inbounds i8, ptr %4, i64 48
  %181 = load ptr, ptr %180, align 16, !tbaa !18
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %181)
  %183 = getelementptr inbounds i8, ptr %4, i64 56
  %184 = load ptr, ptr %183, align 8, !tbaa !18
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %184)
  %186 = call i32 @putchar(i32 10)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 0, i64 noundef 4, ptr noundef nonnull @by_int) #9
  call void @qsort(ptr noundef nonnull %1, i64 noundef 1, i64 noundef 4, ptr noundef nonnull @by_int) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 396, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 148, ptr nonnull %1) #9
  ret i32 0

187:                                              ; preds = %29, %215
  %188 = phi i32 [ -1, %29 ], [ %225, %215 ]
  br label %189

189:                                              ; preds = %209, %187
  %190 = phi i32 [ %197, %209 ], [ 0, %187 ]
  %191 = phi i64 [ %211, %209 ], [ 0, %187 ]
  %192 = phi i64 [ %210, %209 ], [ 37, %187 ]
  %193 = add i64 %192, %191
  %194 = lshr i64 %193, 1
  %195 = shl i64 %194, 2
  %196 = getelementptr inbounds i8, ptr %1, i64 %195
  %197 = add nuw nsw i32 %190, 1
  %198 = load i32, ptr %196, align 4, !tbaa !5
  %199 = icmp sgt i32 %188, %198
  %200 = zext i1 %199 to i32
  %201 = icmp slt i32 %188, %198
  %202 = sext i1 %201 to i32
  %203 = add nsw i32 %202, %200
  %204 = icmp slt i32 %203, 0
  br i1 %204, label %209, label %205

205:                                              ; preds = %189
  %206 = icmp eq i32 %203, 0
  br i1 %206, label %213, label %207

207:                                              ; preds = %205
  %208 = add nuw i64 %194, 1
  br label %209

209:                                              ; preds = %207, %189
  %210 = phi i64 [ %192, %207 ], [ %194, %189 ]
  %211 = phi i64 [ %208, %207 ], [ %191, %189 ]
  %212 = icmp ult i64 %211, %210
  br i1 %212, label %189, label %215, !llvm.loop !20

213:                                              ; preds = %205
  %214 = getelementptr inbounds i8, ptr %1, i64 %195
  br label %215

215:                                              ; preds = %209, %213
  %216 = phi ptr [ %214, %213 ], [ null, %209 ]
  store i32 %197, ptr @ncmp, align 4, !tbaa !5
  %217 = icmp eq ptr %216, null
  %218 = select i1 %217, ptr @.str.5, ptr @.str.4
  %219 = ptrtoint ptr %216 to i64
  %220 = sub i64 %219, %31
  %221 = lshr exact i64 %220, 2
  %222 = trunc i64 %221 to i32
  %223 = select i1 %217, i32 -1, i32 %222
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %188, ptr noundef nonnull %218, i32 noundef %223, i32 noundef %197)
  %225 = add nsw i32 %188, 17
  %226 = icmp slt i32 %188, 84
  br i1 %226, label %187, label %39, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
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
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal i32 @by_big(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load i32, ptr %1, align 4, !tbaa !16
  %6 = load i32, ptr %0, align 4, !tbaa !16
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal i32 @by_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr @ncmp, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @ncmp, align 4, !tbaa !5
  %5 = load ptr, ptr %0, align 8, !tbaa !18
  %6 = load ptr, ptr %1, align 8, !tbaa !18
  %7 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %6) #10
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
