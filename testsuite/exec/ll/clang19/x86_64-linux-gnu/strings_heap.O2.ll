; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"Hello, world\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"strlen %u, empty %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"strncmp: %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"! and more\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"strcpy/strcat: '%s' (%u)\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"strchr: '%s' '%s' %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"strchr nul: %d, strstr: '%s' %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"memset: '%s'\0A\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"strncpy pad: %d %d %d\0A\00", align 1
@__const.main.mv = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"memmove fwd: %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"memmove back: %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"memcmp: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"vector: n=%d cap=%d sum=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [42 x i8] c"sorts: %08x %08x %08x %08x min %d max %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"%s%s\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.27 = private unnamed_addr constant [52 x i8] c"the quick brown fox jumps over the lazy dog the fox\00", align 1
@.str.28 = private unnamed_addr constant [10 x i8] c"  %s x%d\0A\00", align 1
@.str.29 = private unnamed_addr constant [19 x i8] c"distinct words %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [11 x i8] c"puts works\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [8 x i8], align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @.str, i64 13, i1 false) #12
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %9, ptr noundef nonnull align 1 dereferenceable(11) @.str.4, i64 11, i1 false)
  %10 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %11 = trunc i64 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %1, i32 noundef %11)
  %13 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 119) #12
  %14 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111) #12
  %15 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 90) #12
  %16 = icmp eq ptr %15, null
  %17 = zext i1 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %13, ptr noundef %14, i32 noundef %17)
  %19 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %20 = trunc i64 %19 to i32
  %21 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.8) #12
  %22 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.9) #12
  %23 = icmp eq ptr %22, null
  %24 = zext i1 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %20, ptr noundef %21, i32 noundef %24)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(10) %1, i8 45, i64 10, i1 false)
  %26 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 0, ptr %26, align 2, !tbaa !5
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store i64 6513249, ptr %2, align 8
  %28 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #12
  %29 = trunc i64 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 0, i32 noundef %29)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %3, ptr noundef nonnull align 1 dereferenceable(11) @__const.main.mv, i64 11, i1 false)
  %31 = getelementptr inbounds i8, ptr %3, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %31, ptr noundef nonnull align 1 dereferenceable(5) %3, i64 5, i1 false)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %3)
  %33 = getelementptr inbounds i8, ptr %3, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %3, ptr noundef nonnull align 1 dereferenceable(6) %33, i64 6, i1 false)
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %3)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -1, i32 noundef 0, i32 noundef 1)
  %36 = call dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #13
  br label %68

37:                                               ; preds = %80, %37
  %38 = phi i64 [ %58, %37 ], [ 0, %80 ]
  %39 = phi <2 x i64> [ %56, %37 ], [ zeroinitializer, %80 ]
  %40 = phi <2 x i64> [ %57, %37 ], [ zeroinitializer, %80 ]
  %41 = getelementptr inbounds i32, ptr %81, i64 %38
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  %43 = load <2 x i32>, ptr %41, align 4, !tbaa !8
  %44 = load <2 x i32>, ptr %42, align 4, !tbaa !8
  %45 = sext <2 x i32> %43 to <2 x i64>
  %46 = sext <2 x i32> %44 to <2 x i64>
  %47 = add <2 x i64> %39, %45
  %48 = add <2 x i64> %40, %46
  %49 = or disjoint i64 %38, 4
  %50 = getelementptr inbounds i32, ptr %81, i64 %49
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load <2 x i32>, ptr %50, align 4, !tbaa !8
  %53 = load <2 x i32>, ptr %51, align 4, !tbaa !8
  %54 = sext <2 x i32> %52 to <2 x i64>
  %55 = sext <2 x i32> %53 to <2 x i64>
  %56 = add <2 x i64> %47, %54
  %57 = add <2 x i64> %48, %55
  %58 = add nuw nsw i64 %38, 8
  %59 = icmp eq i64 %58, 1000
  br i1 %59, label %60, label %37, !llvm.loop !10

60:                                               ; preds = %37
  %61 = add <2 x i64> %57, %56
  %62 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1000, i32 noundef %82, i64 noundef %62)
  %64 = call dereferenceable_or_null(4000) ptr @malloc(i64 noundef 4000) #13
  %65 = call dereferenceable_or_null(4000) ptr @malloc(i64 noundef 4000) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  %66 = getelementptr i8, ptr %64, i64 4
  %67 = getelementptr i8, ptr %64, i64 8
  br label %88

68:                                               ; preds = %0, %80
  %69 = phi i64 [ 0, %0 ], [ %85, %80 ]
  %70 = phi i32 [ 1, %0 ], [ %82, %80 ]
  %71 = phi ptr [ %36, %0 ], [ %81, %80 ]
  %72 = trunc i64 %69 to i32
  %73 = zext i32 %70 to i64
  %74 = icmp eq i64 %69, %73
  br i1 %74, label %75, label %80

75:                                               ; preds = %68
  %76 = shl nsw i32 %70, 1
  %77 = sext i32 %76 to i64
  %78 = shl nsw i64 %77, 2
  %79 = call ptr @realloc(ptr noundef %71, i64 noundef %78) #14
  br label %80

80:                                               ; preds = %75, %68
  %81 = phi ptr [ %79, %75 ], [ %71, %68 ]
  %82 = phi i32 [ %76, %75 ], [ %70, %68 ]
  %83 = mul nuw nsw i32 %72, 7919
  %84 = urem i32 %83, 1009
  %85 = add nuw nsw i64 %69, 1
  %86 = getelementptr inbounds i32, ptr %81, i64 %69
  store i32 %84, ptr %86, align 4, !tbaa !8
  %87 = icmp eq i64 %85, 1000
  br i1 %87, label %37, label %68, !llvm.loop !14

88:                                               ; preds = %60, %269
  %89 = phi i64 [ 0, %60 ], [ %272, %269 ]
  br label %113

90:                                               ; preds = %269
  %91 = load i32, ptr %4, align 16, !tbaa !8
  %92 = getelementptr inbounds i8, ptr %4, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !8
  %94 = getelementptr inbounds i8, ptr %4, i64 8
  %95 = load i32, ptr %94, align 8, !tbaa !8
  %96 = getelementptr inbounds i8, ptr %4, i64 12
  %97 = load i32, ptr %96, align 4, !tbaa !8
  %98 = getelementptr inbounds i8, ptr %64, i64 3996
  %99 = load i32, ptr %98, align 4, !tbaa !8
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %241, i32 noundef %99)
  call void @free(ptr noundef %64)
  call void @free(ptr noundef %65)
  call void @free(ptr noundef %81)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.25)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25)
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.25)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.26)
  %110 = call dereferenceable_or_null(128) ptr @calloc(i64 noundef 16, i64 noundef 8) #15
  br label %274

111:                                              ; preds = %113
  %112 = trunc nuw nsw i64 %89 to i32
  switch i32 %112, label %240 [
    i32 0, label %131
    i32 1, label %152
    i32 2, label %153
    i32 3, label %154
  ]

113:                                              ; preds = %113, %88
  %114 = phi i64 [ 0, %88 ], [ %129, %113 ]
  %115 = phi i32 [ 12345, %88 ], [ %124, %113 ]
  %116 = mul i32 %115, 1103515245
  %117 = add i32 %116, 12345
  %118 = lshr i32 %117, 8
  %119 = urem i32 %118, 2000
  %120 = add nsw i32 %119, -1000
  %121 = getelementptr inbounds i32, ptr %64, i64 %114
  store i32 %120, ptr %121, align 4, !tbaa !8
  %122 = or disjoint i64 %114, 1
  %123 = mul i32 %117, 1103515245
  %124 = add i32 %123, 12345
  %125 = lshr i32 %124, 8
  %126 = urem i32 %125, 2000
  %127 = add nsw i32 %126, -1000
  %128 = getelementptr inbounds i32, ptr %64, i64 %122
  store i32 %127, ptr %128, align 4, !tbaa !8
  %129 = add nuw nsw i64 %114, 2
  %130 = icmp eq i64 %129, 1000
  br i1 %130, label %111, label %113, !llvm.loop !15

131:                                              ; preds = %111, %145
  %132 = phi i64 [ %150, %145 ], [ 1, %111 ]
  %133 = getelementptr inbounds i32, ptr %64, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !8
  br label %135

135:                                              ; preds = %142, %131
  %136 = phi i64 [ %132, %131 ], [ %137, %142 ]
  %137 = add nsw i64 %136, -1
  %138 = and i64 %137, 4294967295
  %139 = getelementptr inbounds i32, ptr %64, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !8
  %141 = icmp sgt i32 %140, %134
  br i1 %141, label %142, label %145

142:                                              ; preds = %135
  %143 = getelementptr inbounds i32, ptr %64, i64 %136
  store i32 %140, ptr %143, align 4, !tbaa !8
  %144 = icmp sgt i64 %136, 1
  br i1 %144, label %135, label %145, !llvm.loop !16

145:                                              ; preds = %142, %135
  %146 = phi i64 [ 0, %142 ], [ %136, %135 ]
  %147 = shl i64 %146, 32
  %148 = ashr exact i64 %147, 30
  %149 = getelementptr inbounds i8, ptr %64, i64 %148
  store i32 %134, ptr %149, align 4, !tbaa !8
  %150 = add nuw nsw i64 %132, 1
  %151 = icmp eq i64 %150, 1000
  br i1 %151, label %240, label %131, !llvm.loop !17

152:                                              ; preds = %111
  call fastcc void @merge_sort(ptr noundef nonnull %64, ptr noundef %65, i32 noundef 1000)
  br label %240

153:                                              ; preds = %111
  call fastcc void @quick_sort(ptr noundef nonnull %64, i32 noundef 0, i32 noundef 999)
  br label %240

154:                                              ; preds = %111, %193
  %155 = phi i32 [ %194, %193 ], [ 499, %111 ]
  br label %156

156:                                              ; preds = %186, %154
  %157 = phi i32 [ %184, %186 ], [ %155, %154 ]
  %158 = shl nsw i32 %157, 1
  %159 = or disjoint i32 %158, 1
  %160 = icmp slt i32 %159, 1000
  br i1 %160, label %161, label %170

161:                                              ; preds = %156
  %162 = sext i32 %159 to i64
  %163 = getelementptr inbounds i32, ptr %64, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !8
  %165 = sext i32 %157 to i64
  %166 = getelementptr inbounds i32, ptr %64, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !8
  %168 = icmp sgt i32 %164, %167
  %169 = select i1 %168, i32 %159, i32 %157
  br label %170

170:                                              ; preds = %161, %156
  %171 = phi i32 [ %157, %156 ], [ %169, %161 ]
  %172 = icmp slt i32 %157, 499
  br i1 %172, label %173, label %183

173:                                              ; preds = %170
  %174 = add nsw i32 %158, 2
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i32, ptr %64, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !8
  %178 = sext i32 %171 to i64
  %179 = getelementptr inbounds i32, ptr %64, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !8
  %181 = icmp sgt i32 %177, %180
  %182 = select i1 %181, i32 %174, i32 %171
  br label %183

183:                                              ; preds = %173, %170
  %184 = phi i32 [ %171, %170 ], [ %182, %173 ]
  %185 = icmp eq i32 %184, %157
  br i1 %185, label %193, label %186

186:                                              ; preds = %183
  %187 = sext i32 %157 to i64
  %188 = getelementptr inbounds i32, ptr %64, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !8
  %190 = sext i32 %184 to i64
  %191 = getelementptr inbounds i32, ptr %64, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !8
  store i32 %192, ptr %188, align 4, !tbaa !8
  store i32 %189, ptr %191, align 4, !tbaa !8
  br label %156

193:                                              ; preds = %183
  %194 = add nsw i32 %155, -1
  %195 = icmp eq i32 %155, 0
  br i1 %195, label %196, label %154, !llvm.loop !18

196:                                              ; preds = %193, %237
  %197 = phi i64 [ %238, %237 ], [ 999, %193 ]
  br label %198

198:                                              ; preds = %233, %196
  %199 = phi i64 [ %236, %233 ], [ %197, %196 ]
  %200 = phi ptr [ %235, %233 ], [ %64, %196 ]
  %201 = phi i32 [ %231, %233 ], [ 0, %196 ]
  %202 = load i32, ptr %200, align 4, !tbaa !8
  %203 = getelementptr inbounds i32, ptr %64, i64 %199
  %204 = load i32, ptr %203, align 4, !tbaa !8
  store i32 %204, ptr %200, align 4, !tbaa !8
  store i32 %202, ptr %203, align 4, !tbaa !8
  %205 = shl nsw i32 %201, 1
  %206 = or disjoint i32 %205, 1
  %207 = sext i32 %206 to i64
  %208 = icmp sgt i64 %197, %207
  br i1 %208, label %209, label %217

209:                                              ; preds = %198
  %210 = getelementptr inbounds i32, ptr %64, i64 %207
  %211 = load i32, ptr %210, align 4, !tbaa !8
  %212 = sext i32 %201 to i64
  %213 = getelementptr inbounds i32, ptr %64, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !8
  %215 = icmp sgt i32 %211, %214
  %216 = select i1 %215, i32 %206, i32 %201
  br label %217

217:                                              ; preds = %209, %198
  %218 = phi i32 [ %201, %198 ], [ %216, %209 ]
  %219 = add nsw i32 %205, 2
  %220 = sext i32 %219 to i64
  %221 = icmp sgt i64 %197, %220
  br i1 %221, label %222, label %230

222:                                              ; preds = %217
  %223 = getelementptr inbounds i32, ptr %64, i64 %220
  %224 = load i32, ptr %223, align 4, !tbaa !8
  %225 = sext i32 %218 to i64
  %226 = getelementptr inbounds i32, ptr %64, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !8
  %228 = icmp sgt i32 %224, %227
  %229 = select i1 %228, i32 %219, i32 %218
  br label %230

230:                                              ; preds = %222, %217
  %231 = phi i32 [ %218, %217 ], [ %229, %222 ]
  %232 = icmp eq i32 %231, %201
  br i1 %232, label %237, label %233

233:                                              ; preds = %230
  %234 = sext i32 %201 to i64
  %235 = getelementptr inbounds i32, ptr %64, i64 %234
  %236 = sext i32 %231 to i64
  br label %198

237:                                              ; preds = %230
  %238 = add nsw i64 %197, -1
  %239 = icmp ugt i64 %197, 1
  br i1 %239, label %196, label %240, !llvm.loop !19

240:                                              ; preds = %237, %145, %111, %153, %152
  %241 = load i32, ptr %64, align 4, !tbaa !8
  %242 = xor i32 %241, -2128831035
  %243 = mul i32 %242, 16777619
  br label %244

244:                                              ; preds = %260, %240
  %245 = phi i64 [ 1, %240 ], [ %267, %260 ]
  %246 = phi i32 [ %243, %240 ], [ %266, %260 ]
  %247 = getelementptr i32, ptr %64, i64 %245
  %248 = getelementptr i8, ptr %247, i64 -4
  %249 = load i32, ptr %248, align 4, !tbaa !8
  %250 = load i32, ptr %247, align 4, !tbaa !8
  %251 = icmp sgt i32 %249, %250
  br i1 %251, label %269, label %252

252:                                              ; preds = %244
  %253 = getelementptr i32, ptr %66, i64 %245
  %254 = load i32, ptr %253, align 4, !tbaa !8
  %255 = icmp sgt i32 %250, %254
  br i1 %255, label %269, label %256

256:                                              ; preds = %252
  %257 = getelementptr i32, ptr %67, i64 %245
  %258 = load i32, ptr %257, align 4, !tbaa !8
  %259 = icmp sgt i32 %254, %258
  br i1 %259, label %269, label %260

260:                                              ; preds = %256
  %261 = xor i32 %250, %246
  %262 = mul i32 %261, 16777619
  %263 = xor i32 %254, %262
  %264 = mul i32 %263, 16777619
  %265 = xor i32 %258, %264
  %266 = mul i32 %265, 16777619
  %267 = add nuw nsw i64 %245, 3
  %268 = icmp eq i64 %267, 1000
  br i1 %268, label %269, label %244, !llvm.loop !20

269:                                              ; preds = %260, %256, %252, %244
  %270 = phi i32 [ 0, %244 ], [ 0, %252 ], [ 0, %256 ], [ %266, %260 ]
  %271 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %89
  store i32 %270, ptr %271, align 4, !tbaa !8
  %272 = add nuw nsw i64 %89, 1
  %273 = icmp eq i64 %272, 4
  br i1 %273, label %90, label %88, !llvm.loop !22

274:                                              ; preds = %327, %90
  %275 = phi ptr [ @.str.27, %90 ], [ %328, %327 ]
  %276 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %275, i32 noundef 32) #12
  %277 = icmp eq ptr %276, null
  br i1 %277, label %282, label %278

278:                                              ; preds = %274
  %279 = ptrtoint ptr %276 to i64
  %280 = ptrtoint ptr %275 to i64
  %281 = sub i64 %279, %280
  br label %284

282:                                              ; preds = %274
  %283 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %275) #12
  br label %284

284:                                              ; preds = %282, %278
  %285 = phi i64 [ %281, %278 ], [ %283, %282 ]
  %286 = add i64 %285, 1
  %287 = call ptr @malloc(i64 noundef %286) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %287, ptr nonnull align 1 %275, i64 %285, i1 false)
  %288 = getelementptr inbounds i8, ptr %287, i64 %285
  store i8 0, ptr %288, align 1, !tbaa !5
  %289 = load i8, ptr %287, align 1, !tbaa !5
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %301, label %291

291:                                              ; preds = %284, %291
  %292 = phi i8 [ %299, %291 ], [ %289, %284 ]
  %293 = phi i32 [ %298, %291 ], [ 5381, %284 ]
  %294 = phi ptr [ %296, %291 ], [ %287, %284 ]
  %295 = mul i32 %293, 33
  %296 = getelementptr inbounds i8, ptr %294, i64 1
  %297 = zext i8 %292 to i32
  %298 = add i32 %295, %297
  %299 = load i8, ptr %296, align 1, !tbaa !5
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %301, label %291, !llvm.loop !23

301:                                              ; preds = %291, %284
  %302 = phi i32 [ 5381, %284 ], [ %298, %291 ]
  %303 = and i32 %302, 15
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr inbounds ptr, ptr %110, i64 %304
  %306 = load ptr, ptr %305, align 8, !tbaa !24
  %307 = icmp eq ptr %306, null
  br i1 %307, label %321, label %308

308:                                              ; preds = %301, %313
  %309 = phi ptr [ %315, %313 ], [ %306, %301 ]
  %310 = load ptr, ptr %309, align 8, !tbaa !26
  %311 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %310, ptr noundef nonnull dereferenceable(1) %287) #12
  %312 = icmp eq i32 %311, 0
  br i1 %312, label %317, label %313

313:                                              ; preds = %308
  %314 = getelementptr inbounds i8, ptr %309, i64 16
  %315 = load ptr, ptr %314, align 8, !tbaa !24
  %316 = icmp eq ptr %315, null
  br i1 %316, label %321, label %308, !llvm.loop !28

317:                                              ; preds = %308
  %318 = getelementptr inbounds i8, ptr %309, i64 8
  %319 = load i32, ptr %318, align 8, !tbaa !29
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %318, align 8, !tbaa !29
  call void @free(ptr noundef %287)
  br label %325

321:                                              ; preds = %313, %301
  %322 = call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  store ptr %287, ptr %322, align 8, !tbaa !26
  %323 = getelementptr inbounds i8, ptr %322, i64 8
  store i32 1, ptr %323, align 8, !tbaa !29
  %324 = getelementptr inbounds i8, ptr %322, i64 16
  store ptr %306, ptr %324, align 8, !tbaa !30
  store ptr %322, ptr %305, align 8, !tbaa !24
  br label %325

325:                                              ; preds = %321, %317
  %326 = getelementptr inbounds i8, ptr %275, i64 %285
  br label %327

327:                                              ; preds = %327, %325
  %328 = phi ptr [ %326, %325 ], [ %330, %327 ]
  %329 = load i8, ptr %328, align 1, !tbaa !5
  %330 = getelementptr inbounds i8, ptr %328, i64 1
  switch i8 %329, label %274 [
    i8 32, label %327
    i8 0, label %333
  ]

331:                                              ; preds = %339
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %340)
  br label %361

333:                                              ; preds = %327, %339
  %334 = phi i64 [ %341, %339 ], [ 0, %327 ]
  %335 = phi i32 [ %340, %339 ], [ 0, %327 ]
  %336 = getelementptr inbounds ptr, ptr %110, i64 %334
  %337 = load ptr, ptr %336, align 8, !tbaa !24
  %338 = icmp eq ptr %337, null
  br i1 %338, label %339, label %343

339:                                              ; preds = %353, %333
  %340 = phi i32 [ %335, %333 ], [ %346, %353 ]
  %341 = add nuw nsw i64 %334, 1
  %342 = icmp eq i64 %341, 16
  br i1 %342, label %331, label %333, !llvm.loop !31

343:                                              ; preds = %333, %353
  %344 = phi ptr [ %355, %353 ], [ %337, %333 ]
  %345 = phi i32 [ %346, %353 ], [ %335, %333 ]
  %346 = add nsw i32 %345, 1
  %347 = getelementptr inbounds i8, ptr %344, i64 8
  %348 = load i32, ptr %347, align 8, !tbaa !29
  %349 = icmp sgt i32 %348, 1
  br i1 %349, label %350, label %353

350:                                              ; preds = %343
  %351 = load ptr, ptr %344, align 8, !tbaa !26
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %351, i32 noundef %348)
  br label %353

353:                                              ; preds = %343, %350
  %354 = getelementptr inbounds i8, ptr %344, i64 16
  %355 = load ptr, ptr %354, align 8, !tbaa !24
  %356 = icmp eq ptr %355, null
  br i1 %356, label %339, label %343, !llvm.loop !32

357:                                              ; preds = %372
  call void @free(ptr noundef %110)
  %358 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %359 = call i32 @putchar(i32 noundef 33)
  %360 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

361:                                              ; preds = %331, %372
  %362 = phi i64 [ 0, %331 ], [ %373, %372 ]
  %363 = getelementptr inbounds ptr, ptr %110, i64 %362
  %364 = load ptr, ptr %363, align 8, !tbaa !24
  %365 = icmp eq ptr %364, null
  br i1 %365, label %372, label %366

366:                                              ; preds = %361, %366
  %367 = phi ptr [ %369, %366 ], [ %364, %361 ]
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8, !tbaa !30
  %370 = load ptr, ptr %367, align 8, !tbaa !26
  call void @free(ptr noundef %370)
  call void @free(ptr noundef nonnull %367)
  %371 = icmp eq ptr %369, null
  br i1 %371, label %372, label %366, !llvm.loop !33

372:                                              ; preds = %366, %361
  %373 = add nuw nsw i64 %362, 1
  %374 = icmp eq i64 %373, 16
  br i1 %374, label %357, label %361, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = ptrtoint ptr %0 to i64
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = icmp slt i32 %2, 2
  br i1 %8, label %204, label %9

9:                                                ; preds = %3
  %10 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %10)
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = sub nsw i32 %2, %10
  tail call fastcc void @merge_sort(ptr noundef %12, ptr noundef %1, i32 noundef %13)
  br label %80

14:                                               ; preds = %80
  %15 = icmp ult i32 %92, %10
  br i1 %15, label %16, label %102

16:                                               ; preds = %14
  %17 = and i64 %97, 4294967295
  %18 = zext nneg i32 %92 to i64
  %19 = zext nneg i32 %10 to i64
  %20 = zext nneg i32 %83 to i64
  %21 = sub nsw i64 %19, %20
  %22 = sext i1 %90 to i64
  %23 = add nsw i64 %21, %22
  %24 = icmp ult i64 %23, 12
  br i1 %24, label %25, label %55

25:                                               ; preds = %78, %55, %16
  %26 = phi i64 [ %18, %55 ], [ %18, %16 ], [ %64, %78 ]
  %27 = phi i64 [ %17, %55 ], [ %17, %16 ], [ %65, %78 ]
  %28 = sub nsw i64 %19, %26
  %29 = and i64 %28, 3
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %42, label %31

31:                                               ; preds = %25, %31
  %32 = phi i64 [ %35, %31 ], [ %26, %25 ]
  %33 = phi i64 [ %38, %31 ], [ %27, %25 ]
  %34 = phi i64 [ %40, %31 ], [ 0, %25 ]
  %35 = add nuw nsw i64 %32, 1
  %36 = getelementptr inbounds i32, ptr %0, i64 %32
  %37 = load i32, ptr %36, align 4, !tbaa !8
  %38 = add nuw nsw i64 %33, 1
  %39 = getelementptr inbounds i32, ptr %1, i64 %33
  store i32 %37, ptr %39, align 4, !tbaa !8
  %40 = add i64 %34, 1
  %41 = icmp eq i64 %40, %29
  br i1 %41, label %42, label %31, !llvm.loop !35

42:                                               ; preds = %31, %25
  %43 = phi i64 [ poison, %25 ], [ %38, %31 ]
  %44 = phi i64 [ %26, %25 ], [ %35, %31 ]
  %45 = phi i64 [ %27, %25 ], [ %38, %31 ]
  %46 = sub nsw i64 %26, %19
  %47 = icmp ugt i64 %46, -4
  br i1 %47, label %102, label %48

48:                                               ; preds = %42
  %49 = getelementptr i8, ptr %0, i64 4
  %50 = getelementptr i8, ptr %1, i64 4
  %51 = getelementptr i8, ptr %0, i64 8
  %52 = getelementptr i8, ptr %1, i64 8
  %53 = getelementptr i8, ptr %0, i64 12
  %54 = getelementptr i8, ptr %1, i64 12
  br label %165

55:                                               ; preds = %16
  %56 = shl nuw nsw i64 %17, 2
  %57 = shl nuw nsw i64 %18, 2
  %58 = add i64 %56, %7
  %59 = add i64 %57, %6
  %60 = sub i64 %58, %59
  %61 = icmp ult i64 %60, 32
  br i1 %61, label %25, label %62

62:                                               ; preds = %55
  %63 = and i64 %23, -8
  %64 = add nsw i64 %63, %18
  %65 = add nsw i64 %17, %63
  %66 = getelementptr i32, ptr %0, i64 %18
  %67 = getelementptr i32, ptr %1, i64 %17
  br label %68

68:                                               ; preds = %68, %62
  %69 = phi i64 [ 0, %62 ], [ %76, %68 ]
  %70 = getelementptr i32, ptr %66, i64 %69
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load <4 x i32>, ptr %70, align 4, !tbaa !8
  %73 = load <4 x i32>, ptr %71, align 4, !tbaa !8
  %74 = getelementptr i32, ptr %67, i64 %69
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store <4 x i32> %72, ptr %74, align 4, !tbaa !8
  store <4 x i32> %73, ptr %75, align 4, !tbaa !8
  %76 = add nuw i64 %69, 8
  %77 = icmp eq i64 %76, %63
  br i1 %77, label %78, label %68, !llvm.loop !37

78:                                               ; preds = %68
  %79 = icmp eq i64 %23, %63
  br i1 %79, label %102, label %25

80:                                               ; preds = %9, %80
  %81 = phi i64 [ 0, %9 ], [ %97, %80 ]
  %82 = phi i32 [ %10, %9 ], [ %95, %80 ]
  %83 = phi i32 [ 0, %9 ], [ %92, %80 ]
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !8
  %87 = zext nneg i32 %82 to i64
  %88 = getelementptr inbounds i32, ptr %0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !8
  %90 = icmp sle i32 %86, %89
  %91 = zext i1 %90 to i32
  %92 = add nuw nsw i32 %83, %91
  %93 = xor i1 %90, true
  %94 = zext i1 %93 to i32
  %95 = add i32 %82, %94
  %96 = tail call i32 @llvm.smin.i32(i32 %86, i32 %89)
  %97 = add nuw i64 %81, 1
  %98 = getelementptr inbounds i32, ptr %1, i64 %81
  store i32 %96, ptr %98, align 4, !tbaa !8
  %99 = icmp ult i32 %92, %10
  %100 = icmp slt i32 %95, %2
  %101 = and i1 %99, %100
  br i1 %101, label %80, label %14, !llvm.loop !38

102:                                              ; preds = %42, %165, %78, %14
  %103 = phi i64 [ %97, %14 ], [ %65, %78 ], [ %43, %42 ], [ %180, %165 ]
  %104 = icmp slt i32 %95, %2
  br i1 %104, label %105, label %201

105:                                              ; preds = %102
  %106 = and i64 %103, 4294967295
  %107 = zext i32 %95 to i64
  %108 = zext nneg i32 %2 to i64
  %109 = sub nsw i64 %108, %107
  %110 = icmp ult i64 %109, 12
  br i1 %110, label %111, label %140

111:                                              ; preds = %163, %140, %105
  %112 = phi i64 [ %107, %140 ], [ %107, %105 ], [ %149, %163 ]
  %113 = phi i64 [ %106, %140 ], [ %106, %105 ], [ %150, %163 ]
  %114 = sub nsw i64 %108, %112
  %115 = and i64 %114, 3
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %128, label %117

117:                                              ; preds = %111, %117
  %118 = phi i64 [ %121, %117 ], [ %112, %111 ]
  %119 = phi i64 [ %124, %117 ], [ %113, %111 ]
  %120 = phi i64 [ %126, %117 ], [ 0, %111 ]
  %121 = add nuw nsw i64 %118, 1
  %122 = getelementptr inbounds i32, ptr %0, i64 %118
  %123 = load i32, ptr %122, align 4, !tbaa !8
  %124 = add nuw nsw i64 %119, 1
  %125 = getelementptr inbounds i32, ptr %1, i64 %119
  store i32 %123, ptr %125, align 4, !tbaa !8
  %126 = add i64 %120, 1
  %127 = icmp eq i64 %126, %115
  br i1 %127, label %128, label %117, !llvm.loop !39

128:                                              ; preds = %117, %111
  %129 = phi i64 [ %112, %111 ], [ %121, %117 ]
  %130 = phi i64 [ %113, %111 ], [ %124, %117 ]
  %131 = sub nsw i64 %112, %108
  %132 = icmp ugt i64 %131, -4
  br i1 %132, label %201, label %133

133:                                              ; preds = %128
  %134 = getelementptr i8, ptr %0, i64 4
  %135 = getelementptr i8, ptr %1, i64 4
  %136 = getelementptr i8, ptr %0, i64 8
  %137 = getelementptr i8, ptr %1, i64 8
  %138 = getelementptr i8, ptr %0, i64 12
  %139 = getelementptr i8, ptr %1, i64 12
  br label %183

140:                                              ; preds = %105
  %141 = shl nuw nsw i64 %106, 2
  %142 = add i64 %141, %5
  %143 = shl nuw nsw i64 %107, 2
  %144 = add i64 %143, %4
  %145 = sub i64 %142, %144
  %146 = icmp ult i64 %145, 32
  br i1 %146, label %111, label %147

147:                                              ; preds = %140
  %148 = and i64 %109, -8
  %149 = add nsw i64 %148, %107
  %150 = add nsw i64 %106, %148
  %151 = getelementptr i32, ptr %0, i64 %107
  %152 = getelementptr i32, ptr %1, i64 %106
  br label %153

153:                                              ; preds = %153, %147
  %154 = phi i64 [ 0, %147 ], [ %161, %153 ]
  %155 = getelementptr i32, ptr %151, i64 %154
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load <4 x i32>, ptr %155, align 4, !tbaa !8
  %158 = load <4 x i32>, ptr %156, align 4, !tbaa !8
  %159 = getelementptr i32, ptr %152, i64 %154
  %160 = getelementptr inbounds i8, ptr %159, i64 16
  store <4 x i32> %157, ptr %159, align 4, !tbaa !8
  store <4 x i32> %158, ptr %160, align 4, !tbaa !8
  %161 = add nuw i64 %154, 8
  %162 = icmp eq i64 %161, %148
  br i1 %162, label %163, label %153, !llvm.loop !40

163:                                              ; preds = %153
  %164 = icmp eq i64 %109, %148
  br i1 %164, label %201, label %111

165:                                              ; preds = %165, %48
  %166 = phi i64 [ %44, %48 ], [ %177, %165 ]
  %167 = phi i64 [ %45, %48 ], [ %180, %165 ]
  %168 = getelementptr inbounds i32, ptr %0, i64 %166
  %169 = load i32, ptr %168, align 4, !tbaa !8
  %170 = getelementptr inbounds i32, ptr %1, i64 %167
  store i32 %169, ptr %170, align 4, !tbaa !8
  %171 = getelementptr i32, ptr %49, i64 %166
  %172 = load i32, ptr %171, align 4, !tbaa !8
  %173 = getelementptr i32, ptr %50, i64 %167
  store i32 %172, ptr %173, align 4, !tbaa !8
  %174 = getelementptr i32, ptr %51, i64 %166
  %175 = load i32, ptr %174, align 4, !tbaa !8
  %176 = getelementptr i32, ptr %52, i64 %167
  store i32 %175, ptr %176, align 4, !tbaa !8
  %177 = add nuw nsw i64 %166, 4
  %178 = getelementptr i32, ptr %53, i64 %166
  %179 = load i32, ptr %178, align 4, !tbaa !8
  %180 = add nuw nsw i64 %167, 4
  %181 = getelementptr i32, ptr %54, i64 %167
  store i32 %179, ptr %181, align 4, !tbaa !8
  %182 = icmp eq i64 %177, %19
  br i1 %182, label %102, label %165, !llvm.loop !41

183:                                              ; preds = %183, %133
  %184 = phi i64 [ %129, %133 ], [ %195, %183 ]
  %185 = phi i64 [ %130, %133 ], [ %198, %183 ]
  %186 = getelementptr inbounds i32, ptr %0, i64 %184
  %187 = load i32, ptr %186, align 4, !tbaa !8
  %188 = getelementptr inbounds i32, ptr %1, i64 %185
  store i32 %187, ptr %188, align 4, !tbaa !8
  %189 = getelementptr i32, ptr %134, i64 %184
  %190 = load i32, ptr %189, align 4, !tbaa !8
  %191 = getelementptr i32, ptr %135, i64 %185
  store i32 %190, ptr %191, align 4, !tbaa !8
  %192 = getelementptr i32, ptr %136, i64 %184
  %193 = load i32, ptr %192, align 4, !tbaa !8
  %194 = getelementptr i32, ptr %137, i64 %185
  store i32 %193, ptr %194, align 4, !tbaa !8
  %195 = add nuw nsw i64 %184, 4
  %196 = getelementptr i32, ptr %138, i64 %184
  %197 = load i32, ptr %196, align 4, !tbaa !8
  %198 = add nuw nsw i64 %185, 4
  %199 = getelementptr i32, ptr %139, i64 %185
  store i32 %197, ptr %199, align 4, !tbaa !8
  %200 = icmp eq i64 %195, %108
  br i1 %200, label %201, label %183, !llvm.loop !42

201:                                              ; preds = %128, %183, %163, %102
  %202 = zext nneg i32 %2 to i64
  %203 = shl nuw nsw i64 %202, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %0, ptr nonnull align 4 %1, i64 %203, i1 false)
  br label %204

204:                                              ; preds = %3, %201
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %54

5:                                                ; preds = %3, %50
  %6 = phi i32 [ %52, %50 ], [ %1, %3 ]
  %7 = phi i32 [ %51, %50 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %5, %40
  %14 = phi i32 [ %7, %5 ], [ %42, %40 ]
  %15 = phi i32 [ %6, %5 ], [ %41, %40 ]
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !8
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i64 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !43

23:                                               ; preds = %17
  %24 = getelementptr inbounds i32, ptr %0, i64 %18
  %25 = trunc nsw i64 %18 to i32
  %26 = sext i32 %14 to i64
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i64 [ %32, %27 ], [ %26, %23 ]
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !8
  %31 = icmp sgt i32 %30, %12
  %32 = add nsw i64 %28, -1
  br i1 %31, label %27, label %33, !llvm.loop !44

33:                                               ; preds = %27
  %34 = trunc nsw i64 %28 to i32
  %35 = icmp sgt i64 %18, %28
  br i1 %35, label %40, label %36

36:                                               ; preds = %33
  %37 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %30, ptr %24, align 4, !tbaa !8
  store i32 %20, ptr %37, align 4, !tbaa !8
  %38 = add nsw i32 %25, 1
  %39 = add nsw i32 %34, -1
  br label %40

40:                                               ; preds = %36, %33
  %41 = phi i32 [ %38, %36 ], [ %25, %33 ]
  %42 = phi i32 [ %39, %36 ], [ %34, %33 ]
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %13, !llvm.loop !45

44:                                               ; preds = %40
  %45 = sub nsw i32 %42, %6
  %46 = sub nsw i32 %7, %41
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %44
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %42)
  br label %50

49:                                               ; preds = %44
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %41, i32 noundef %7)
  br label %50

50:                                               ; preds = %49, %48
  %51 = phi i32 [ %7, %48 ], [ %42, %49 ]
  %52 = phi i32 [ %41, %48 ], [ %6, %49 ]
  %53 = icmp slt i32 %52, %51
  br i1 %53, label %5, label %54, !llvm.loop !46

54:                                               ; preds = %50, %3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { allocsize(1) }
attributes #15 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11, !21}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !6, i64 0}
!26 = !{!27, !25, i64 0}
!27 = !{!"Entry", !25, i64 0, !9, i64 8, !25, i64 16}
!28 = distinct !{!28, !11}
!29 = !{!27, !9, i64 8}
!30 = !{!27, !25, i64 16}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = distinct !{!37, !11, !12, !13}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !36}
!40 = distinct !{!40, !11, !12, !13}
!41 = distinct !{!41, !11, !12}
!42 = distinct !{!42, !11, !12}
!43 = distinct !{!43, !11}
!44 = distinct !{!44, !11}
!45 = distinct !{!45, !11}
!46 = distinct !{!46, !11}
