; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
  %1 = alloca [64 x i8], align 1
  %2 = alloca [8 x i8], align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @.str, i32 13, i1 false) #12
  %8 = call i32 @strlen(ptr nonnull dereferenceable(1) %1)
  %9 = getelementptr inbounds i8, ptr %1, i32 %8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(11) %9, ptr noundef nonnull align 1 dereferenceable(11) @.str.4, i32 11, i1 false)
  %10 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %1, i32 noundef %10)
  %12 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 119) #12
  %13 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 111) #12
  %14 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 90) #12
  %15 = icmp eq ptr %14, null
  %16 = zext i1 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %12, ptr noundef %13, i32 noundef %16)
  %18 = call i32 @strlen(ptr nonnull dereferenceable(1) %1)
  %19 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.8) #12
  %20 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.9) #12
  %21 = icmp eq ptr %20, null
  %22 = zext i1 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %18, ptr noundef %19, i32 noundef %22)
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(10) %1, i8 45, i32 10, i1 false)
  %24 = getelementptr inbounds i8, ptr %1, i32 10
  store i8 0, ptr %24, align 1, !tbaa !6
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store i64 6513249, ptr %2, align 8
  %26 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2) #12
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 0, i32 noundef %26)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(11) %3, ptr noundef nonnull align 1 dereferenceable(11) @__const.main.mv, i32 11, i1 false)
  %28 = getelementptr inbounds i8, ptr %3, i32 2
  call void @llvm.memmove.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(5) %28, ptr noundef nonnull align 1 dereferenceable(5) %3, i32 5, i1 false)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %3)
  %30 = getelementptr inbounds i8, ptr %3, i32 3
  call void @llvm.memmove.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(6) %3, ptr noundef nonnull align 1 dereferenceable(6) %30, i32 6, i1 false)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %3)
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -1, i32 noundef 0, i32 noundef 1)
  %33 = call dereferenceable_or_null(4) ptr @malloc(i32 noundef 4) #13
  br label %34

34:                                               ; preds = %0, %43
  %35 = phi i32 [ 1, %0 ], [ %45, %43 ]
  %36 = phi i32 [ 0, %0 ], [ %48, %43 ]
  %37 = phi ptr [ %33, %0 ], [ %44, %43 ]
  %38 = icmp eq i32 %36, %35
  br i1 %38, label %39, label %43

39:                                               ; preds = %34
  %40 = shl nsw i32 %35, 1
  %41 = shl i32 %35, 3
  %42 = call ptr @realloc(ptr noundef %37, i32 noundef %41) #14
  br label %43

43:                                               ; preds = %39, %34
  %44 = phi ptr [ %42, %39 ], [ %37, %34 ]
  %45 = phi i32 [ %40, %39 ], [ %35, %34 ]
  %46 = mul nuw nsw i32 %36, 7919
  %47 = urem i32 %46, 1009
  %48 = add nuw nsw i32 %36, 1
  %49 = getelementptr inbounds i32, ptr %44, i32 %36
  store i32 %47, ptr %49, align 4, !tbaa !9
  %50 = icmp eq i32 %48, 1000
  br i1 %50, label %57, label %34, !llvm.loop !11

51:                                               ; preds = %57
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1000, i32 noundef %45, i64 noundef %83)
  %53 = call dereferenceable_or_null(4000) ptr @malloc(i32 noundef 4000) #13
  %54 = call dereferenceable_or_null(4000) ptr @malloc(i32 noundef 4000) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  %55 = getelementptr i8, ptr %53, i32 4
  %56 = getelementptr i8, ptr %53, i32 8
  br label %86

57:                                               ; preds = %43, %57
  %58 = phi i64 [ %83, %57 ], [ 0, %43 ]
  %59 = phi i32 [ %84, %57 ], [ 0, %43 ]
  %60 = getelementptr inbounds i32, ptr %44, i32 %59
  %61 = load i32, ptr %60, align 4, !tbaa !9
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %58, %62
  %64 = add nuw nsw i32 %59, 1
  %65 = getelementptr inbounds i32, ptr %44, i32 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %63, %67
  %69 = add nuw nsw i32 %59, 2
  %70 = getelementptr inbounds i32, ptr %44, i32 %69
  %71 = load i32, ptr %70, align 4, !tbaa !9
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %68, %72
  %74 = add nuw nsw i32 %59, 3
  %75 = getelementptr inbounds i32, ptr %44, i32 %74
  %76 = load i32, ptr %75, align 4, !tbaa !9
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 %73, %77
  %79 = add nuw nsw i32 %59, 4
  %80 = getelementptr inbounds i32, ptr %44, i32 %79
  %81 = load i32, ptr %80, align 4, !tbaa !9
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %78, %82
  %84 = add nuw nsw i32 %59, 5
  %85 = icmp eq i32 %84, 1000
  br i1 %85, label %51, label %57, !llvm.loop !13

86:                                               ; preds = %51, %267
  %87 = phi i32 [ 0, %51 ], [ %270, %267 ]
  br label %110

88:                                               ; preds = %267
  %89 = load i32, ptr %4, align 4, !tbaa !9
  %90 = getelementptr inbounds i8, ptr %4, i32 4
  %91 = load i32, ptr %90, align 4, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %4, i32 8
  %93 = load i32, ptr %92, align 4, !tbaa !9
  %94 = getelementptr inbounds i8, ptr %4, i32 12
  %95 = load i32, ptr %94, align 4, !tbaa !9
  %96 = getelementptr inbounds i8, ptr %53, i32 3996
  %97 = load i32, ptr %96, align 4, !tbaa !9
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %239, i32 noundef %97)
  call void @free(ptr noundef %53)
  call void @free(ptr noundef %54)
  call void @free(ptr noundef %44)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.25)
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25)
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.25)
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.26)
  %108 = call dereferenceable_or_null(64) ptr @calloc(i32 noundef 16, i32 noundef 4) #15
  br label %272

109:                                              ; preds = %110
  switch i32 %87, label %238 [
    i32 0, label %128
    i32 1, label %162
    i32 2, label %163
    i32 3, label %164
  ]

110:                                              ; preds = %110, %86
  %111 = phi i32 [ 0, %86 ], [ %126, %110 ]
  %112 = phi i32 [ 12345, %86 ], [ %121, %110 ]
  %113 = mul i32 %112, 1103515245
  %114 = add i32 %113, 12345
  %115 = lshr i32 %114, 8
  %116 = urem i32 %115, 2000
  %117 = add nsw i32 %116, -1000
  %118 = getelementptr inbounds i32, ptr %53, i32 %111
  store i32 %117, ptr %118, align 4, !tbaa !9
  %119 = or disjoint i32 %111, 1
  %120 = mul i32 %114, 1103515245
  %121 = add i32 %120, 12345
  %122 = lshr i32 %121, 8
  %123 = urem i32 %122, 2000
  %124 = add nsw i32 %123, -1000
  %125 = getelementptr inbounds i32, ptr %53, i32 %119
  store i32 %124, ptr %125, align 4, !tbaa !9
  %126 = add nuw nsw i32 %111, 2
  %127 = icmp eq i32 %126, 1000
  br i1 %127, label %109, label %110, !llvm.loop !14

128:                                              ; preds = %109, %158
  %129 = phi i32 [ %161, %158 ], [ 1, %109 ]
  %130 = getelementptr inbounds i32, ptr %53, i32 %129
  %131 = load i32, ptr %130, align 4, !tbaa !9
  br label %132

132:                                              ; preds = %138, %128
  %133 = phi i32 [ %129, %128 ], [ %134, %138 ]
  %134 = add nsw i32 %133, -1
  %135 = getelementptr inbounds i32, ptr %53, i32 %134
  %136 = load i32, ptr %135, align 4, !tbaa !9
  %137 = icmp sgt i32 %136, %131
  br i1 %137, label %138, label %141

138:                                              ; preds = %132
  %139 = getelementptr inbounds i32, ptr %53, i32 %133
  store i32 %136, ptr %139, align 4, !tbaa !9
  %140 = icmp sgt i32 %133, 1
  br i1 %140, label %132, label %141, !llvm.loop !15

141:                                              ; preds = %138, %132
  %142 = phi i32 [ 0, %138 ], [ %133, %132 ]
  %143 = getelementptr inbounds i32, ptr %53, i32 %142
  store i32 %131, ptr %143, align 4, !tbaa !9
  %144 = add nuw nsw i32 %129, 1
  %145 = icmp eq i32 %144, 1000
  br i1 %145, label %238, label %146, !llvm.loop !16

146:                                              ; preds = %141
  %147 = getelementptr inbounds i32, ptr %53, i32 %144
  %148 = load i32, ptr %147, align 4, !tbaa !9
  br label %149

149:                                              ; preds = %155, %146
  %150 = phi i32 [ %144, %146 ], [ %151, %155 ]
  %151 = add nsw i32 %150, -1
  %152 = getelementptr inbounds i32, ptr %53, i32 %151
  %153 = load i32, ptr %152, align 4, !tbaa !9
  %154 = icmp sgt i32 %153, %148
  br i1 %154, label %155, label %158

155:                                              ; preds = %149
  %156 = getelementptr inbounds i32, ptr %53, i32 %150
  store i32 %153, ptr %156, align 4, !tbaa !9
  %157 = icmp sgt i32 %150, 1
  br i1 %157, label %149, label %158, !llvm.loop !15

158:                                              ; preds = %155, %149
  %159 = phi i32 [ 0, %155 ], [ %150, %149 ]
  %160 = getelementptr inbounds i32, ptr %53, i32 %159
  store i32 %148, ptr %160, align 4, !tbaa !9
  %161 = add nuw nsw i32 %129, 2
  br label %128

162:                                              ; preds = %109
  call fastcc void @merge_sort(ptr noundef nonnull %53, ptr noundef %54, i32 noundef 1000)
  br label %238

163:                                              ; preds = %109
  call fastcc void @quick_sort(ptr noundef nonnull %53, i32 noundef 0, i32 noundef 999)
  br label %238

164:                                              ; preds = %109, %197
  %165 = phi i32 [ %198, %197 ], [ 499, %109 ]
  br label %166

166:                                              ; preds = %192, %164
  %167 = phi i32 [ %190, %192 ], [ %165, %164 ]
  %168 = shl nsw i32 %167, 1
  %169 = or disjoint i32 %168, 1
  %170 = icmp slt i32 %169, 1000
  br i1 %170, label %171, label %178

171:                                              ; preds = %166
  %172 = getelementptr inbounds i32, ptr %53, i32 %169
  %173 = load i32, ptr %172, align 4, !tbaa !9
  %174 = getelementptr inbounds i32, ptr %53, i32 %167
  %175 = load i32, ptr %174, align 4, !tbaa !9
  %176 = icmp sgt i32 %173, %175
  %177 = select i1 %176, i32 %169, i32 %167
  br label %178

178:                                              ; preds = %171, %166
  %179 = phi i32 [ %167, %166 ], [ %177, %171 ]
  %180 = icmp slt i32 %167, 499
  br i1 %180, label %181, label %189

181:                                              ; preds = %178
  %182 = add nsw i32 %168, 2
  %183 = getelementptr inbounds i32, ptr %53, i32 %182
  %184 = load i32, ptr %183, align 4, !tbaa !9
  %185 = getelementptr inbounds i32, ptr %53, i32 %179
  %186 = load i32, ptr %185, align 4, !tbaa !9
  %187 = icmp sgt i32 %184, %186
  %188 = select i1 %187, i32 %182, i32 %179
  br label %189

189:                                              ; preds = %181, %178
  %190 = phi i32 [ %179, %178 ], [ %188, %181 ]
  %191 = icmp eq i32 %190, %167
  br i1 %191, label %197, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds i32, ptr %53, i32 %167
  %194 = load i32, ptr %193, align 4, !tbaa !9
  %195 = getelementptr inbounds i32, ptr %53, i32 %190
  %196 = load i32, ptr %195, align 4, !tbaa !9
  store i32 %196, ptr %193, align 4, !tbaa !9
  store i32 %194, ptr %195, align 4, !tbaa !9
  br label %166

197:                                              ; preds = %189
  %198 = add nsw i32 %165, -1
  %199 = icmp eq i32 %165, 0
  br i1 %199, label %200, label %164, !llvm.loop !17

200:                                              ; preds = %197, %235
  %201 = phi i32 [ %236, %235 ], [ 999, %197 ]
  br label %202

202:                                              ; preds = %233, %200
  %203 = phi ptr [ %234, %233 ], [ %53, %200 ]
  %204 = phi i32 [ %231, %233 ], [ %201, %200 ]
  %205 = phi i32 [ %231, %233 ], [ 0, %200 ]
  %206 = load i32, ptr %203, align 4, !tbaa !9
  %207 = getelementptr inbounds i32, ptr %53, i32 %204
  %208 = load i32, ptr %207, align 4, !tbaa !9
  store i32 %208, ptr %203, align 4, !tbaa !9
  store i32 %206, ptr %207, align 4, !tbaa !9
  %209 = shl nsw i32 %205, 1
  %210 = or disjoint i32 %209, 1
  %211 = icmp slt i32 %210, %201
  br i1 %211, label %212, label %219

212:                                              ; preds = %202
  %213 = getelementptr inbounds i32, ptr %53, i32 %210
  %214 = load i32, ptr %213, align 4, !tbaa !9
  %215 = getelementptr inbounds i32, ptr %53, i32 %205
  %216 = load i32, ptr %215, align 4, !tbaa !9
  %217 = icmp sgt i32 %214, %216
  %218 = select i1 %217, i32 %210, i32 %205
  br label %219

219:                                              ; preds = %212, %202
  %220 = phi i32 [ %205, %202 ], [ %218, %212 ]
  %221 = add nsw i32 %209, 2
  %222 = icmp slt i32 %221, %201
  br i1 %222, label %223, label %230

223:                                              ; preds = %219
  %224 = getelementptr inbounds i32, ptr %53, i32 %221
  %225 = load i32, ptr %224, align 4, !tbaa !9
  %226 = getelementptr inbounds i32, ptr %53, i32 %220
  %227 = load i32, ptr %226, align 4, !tbaa !9
  %228 = icmp sgt i32 %225, %227
  %229 = select i1 %228, i32 %221, i32 %220
  br label %230

230:                                              ; preds = %223, %219
  %231 = phi i32 [ %220, %219 ], [ %229, %223 ]
  %232 = icmp eq i32 %231, %205
  br i1 %232, label %235, label %233

233:                                              ; preds = %230
  %234 = getelementptr inbounds i32, ptr %53, i32 %205
  br label %202

235:                                              ; preds = %230
  %236 = add nsw i32 %201, -1
  %237 = icmp ugt i32 %201, 1
  br i1 %237, label %200, label %238, !llvm.loop !18

238:                                              ; preds = %235, %141, %109, %163, %162
  %239 = load i32, ptr %53, align 4, !tbaa !9
  %240 = xor i32 %239, -2128831035
  %241 = mul i32 %240, 16777619
  br label %242

242:                                              ; preds = %258, %238
  %243 = phi i32 [ 1, %238 ], [ %265, %258 ]
  %244 = phi i32 [ %241, %238 ], [ %264, %258 ]
  %245 = getelementptr i32, ptr %53, i32 %243
  %246 = getelementptr i8, ptr %245, i32 -4
  %247 = load i32, ptr %246, align 4, !tbaa !9
  %248 = load i32, ptr %245, align 4, !tbaa !9
  %249 = icmp sgt i32 %247, %248
  br i1 %249, label %267, label %250

250:                                              ; preds = %242
  %251 = getelementptr i32, ptr %55, i32 %243
  %252 = load i32, ptr %251, align 4, !tbaa !9
  %253 = icmp sgt i32 %248, %252
  br i1 %253, label %267, label %254

254:                                              ; preds = %250
  %255 = getelementptr i32, ptr %56, i32 %243
  %256 = load i32, ptr %255, align 4, !tbaa !9
  %257 = icmp sgt i32 %252, %256
  br i1 %257, label %267, label %258

258:                                              ; preds = %254
  %259 = xor i32 %248, %244
  %260 = mul i32 %259, 16777619
  %261 = xor i32 %252, %260
  %262 = mul i32 %261, 16777619
  %263 = xor i32 %256, %262
  %264 = mul i32 %263, 16777619
  %265 = add nuw nsw i32 %243, 3
  %266 = icmp eq i32 %265, 1000
  br i1 %266, label %267, label %242, !llvm.loop !19

267:                                              ; preds = %258, %254, %250, %242
  %268 = phi i32 [ 0, %242 ], [ 0, %250 ], [ 0, %254 ], [ %264, %258 ]
  %269 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %87
  store i32 %268, ptr %269, align 4, !tbaa !9
  %270 = add nuw nsw i32 %87, 1
  %271 = icmp eq i32 %270, 4
  br i1 %271, label %88, label %86, !llvm.loop !21

272:                                              ; preds = %324, %88
  %273 = phi ptr [ @.str.27, %88 ], [ %325, %324 ]
  %274 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %273, i32 noundef 32) #12
  %275 = icmp eq ptr %274, null
  br i1 %275, label %280, label %276

276:                                              ; preds = %272
  %277 = ptrtoint ptr %274 to i32
  %278 = ptrtoint ptr %273 to i32
  %279 = sub i32 %277, %278
  br label %282

280:                                              ; preds = %272
  %281 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %273) #12
  br label %282

282:                                              ; preds = %280, %276
  %283 = phi i32 [ %279, %276 ], [ %281, %280 ]
  %284 = add i32 %283, 1
  %285 = call ptr @malloc(i32 noundef %284) #13
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %285, ptr nonnull align 1 %273, i32 %283, i1 false)
  %286 = getelementptr inbounds i8, ptr %285, i32 %283
  store i8 0, ptr %286, align 1, !tbaa !6
  %287 = load i8, ptr %285, align 1, !tbaa !6
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %299, label %289

289:                                              ; preds = %282, %289
  %290 = phi i8 [ %297, %289 ], [ %287, %282 ]
  %291 = phi i32 [ %296, %289 ], [ 5381, %282 ]
  %292 = phi ptr [ %294, %289 ], [ %285, %282 ]
  %293 = mul i32 %291, 33
  %294 = getelementptr inbounds i8, ptr %292, i32 1
  %295 = zext i8 %290 to i32
  %296 = add i32 %293, %295
  %297 = load i8, ptr %294, align 1, !tbaa !6
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %299, label %289, !llvm.loop !22

299:                                              ; preds = %289, %282
  %300 = phi i32 [ 5381, %282 ], [ %296, %289 ]
  %301 = and i32 %300, 15
  %302 = getelementptr inbounds ptr, ptr %108, i32 %301
  %303 = load ptr, ptr %302, align 4, !tbaa !23
  %304 = icmp eq ptr %303, null
  br i1 %304, label %318, label %305

305:                                              ; preds = %299, %310
  %306 = phi ptr [ %312, %310 ], [ %303, %299 ]
  %307 = load ptr, ptr %306, align 4, !tbaa !25
  %308 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %307, ptr noundef nonnull dereferenceable(1) %285) #12
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %314, label %310

310:                                              ; preds = %305
  %311 = getelementptr inbounds i8, ptr %306, i32 8
  %312 = load ptr, ptr %311, align 4, !tbaa !23
  %313 = icmp eq ptr %312, null
  br i1 %313, label %318, label %305, !llvm.loop !27

314:                                              ; preds = %305
  %315 = getelementptr inbounds i8, ptr %306, i32 4
  %316 = load i32, ptr %315, align 4, !tbaa !28
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %315, align 4, !tbaa !28
  call void @free(ptr noundef %285)
  br label %322

318:                                              ; preds = %310, %299
  %319 = call dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #13
  store ptr %285, ptr %319, align 4, !tbaa !25
  %320 = getelementptr inbounds i8, ptr %319, i32 4
  store i32 1, ptr %320, align 4, !tbaa !28
  %321 = getelementptr inbounds i8, ptr %319, i32 8
  store ptr %303, ptr %321, align 4, !tbaa !29
  store ptr %319, ptr %302, align 4, !tbaa !23
  br label %322

322:                                              ; preds = %318, %314
  %323 = getelementptr inbounds i8, ptr %273, i32 %283
  br label %324

324:                                              ; preds = %324, %322
  %325 = phi ptr [ %323, %322 ], [ %327, %324 ]
  %326 = load i8, ptr %325, align 1, !tbaa !6
  %327 = getelementptr inbounds i8, ptr %325, i32 1
  switch i8 %326, label %272 [
    i8 32, label %324
    i8 0, label %330
  ]

328:                                              ; preds = %336
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %337)
  br label %358

330:                                              ; preds = %324, %336
  %331 = phi i32 [ %338, %336 ], [ 0, %324 ]
  %332 = phi i32 [ %337, %336 ], [ 0, %324 ]
  %333 = getelementptr inbounds ptr, ptr %108, i32 %331
  %334 = load ptr, ptr %333, align 4, !tbaa !23
  %335 = icmp eq ptr %334, null
  br i1 %335, label %336, label %340

336:                                              ; preds = %350, %330
  %337 = phi i32 [ %332, %330 ], [ %343, %350 ]
  %338 = add nuw nsw i32 %331, 1
  %339 = icmp eq i32 %338, 16
  br i1 %339, label %328, label %330, !llvm.loop !30

340:                                              ; preds = %330, %350
  %341 = phi ptr [ %352, %350 ], [ %334, %330 ]
  %342 = phi i32 [ %343, %350 ], [ %332, %330 ]
  %343 = add nsw i32 %342, 1
  %344 = getelementptr inbounds i8, ptr %341, i32 4
  %345 = load i32, ptr %344, align 4, !tbaa !28
  %346 = icmp sgt i32 %345, 1
  br i1 %346, label %347, label %350

347:                                              ; preds = %340
  %348 = load ptr, ptr %341, align 4, !tbaa !25
  %349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %348, i32 noundef %345)
  br label %350

350:                                              ; preds = %340, %347
  %351 = getelementptr inbounds i8, ptr %341, i32 8
  %352 = load ptr, ptr %351, align 4, !tbaa !23
  %353 = icmp eq ptr %352, null
  br i1 %353, label %336, label %340, !llvm.loop !31

354:                                              ; preds = %369
  call void @free(ptr noundef %108)
  %355 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %356 = call i32 @putchar(i32 noundef 33)
  %357 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

358:                                              ; preds = %328, %369
  %359 = phi i32 [ 0, %328 ], [ %370, %369 ]
  %360 = getelementptr inbounds ptr, ptr %108, i32 %359
  %361 = load ptr, ptr %360, align 4, !tbaa !23
  %362 = icmp eq ptr %361, null
  br i1 %362, label %369, label %363

363:                                              ; preds = %358, %363
  %364 = phi ptr [ %366, %363 ], [ %361, %358 ]
  %365 = getelementptr inbounds i8, ptr %364, i32 8
  %366 = load ptr, ptr %365, align 4, !tbaa !29
  %367 = load ptr, ptr %364, align 4, !tbaa !25
  call void @free(ptr noundef %367)
  call void @free(ptr noundef nonnull %364)
  %368 = icmp eq ptr %366, null
  br i1 %368, label %369, label %363, !llvm.loop !32

369:                                              ; preds = %363, %358
  %370 = add nuw nsw i32 %359, 1
  %371 = icmp eq i32 %370, 16
  br i1 %371, label %354, label %358, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strrchr(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %54, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %6)
  %7 = getelementptr inbounds i32, ptr %0, i32 %6
  %8 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(ptr noundef %7, ptr noundef %1, i32 noundef %8)
  br label %11

9:                                                ; preds = %11
  %10 = icmp ult i32 %21, %6
  br i1 %10, label %34, label %31

11:                                               ; preds = %5, %11
  %12 = phi i32 [ %26, %11 ], [ 0, %5 ]
  %13 = phi i32 [ %24, %11 ], [ %6, %5 ]
  %14 = phi i32 [ %21, %11 ], [ 0, %5 ]
  %15 = getelementptr inbounds i32, ptr %0, i32 %14
  %16 = load i32, ptr %15, align 4, !tbaa !9
  %17 = getelementptr inbounds i32, ptr %0, i32 %13
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = icmp sle i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = add nuw nsw i32 %14, %20
  %22 = xor i1 %19, true
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %13, %23
  %25 = tail call i32 @llvm.smin.i32(i32 %16, i32 %18)
  %26 = add nuw nsw i32 %12, 1
  %27 = getelementptr inbounds i32, ptr %1, i32 %12
  store i32 %25, ptr %27, align 4, !tbaa !9
  %28 = icmp ult i32 %21, %6
  %29 = icmp slt i32 %24, %2
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %11, label %9, !llvm.loop !34

31:                                               ; preds = %34, %9
  %32 = phi i32 [ %26, %9 ], [ %40, %34 ]
  %33 = icmp slt i32 %24, %2
  br i1 %33, label %43, label %52

34:                                               ; preds = %9, %34
  %35 = phi i32 [ %40, %34 ], [ %26, %9 ]
  %36 = phi i32 [ %37, %34 ], [ %21, %9 ]
  %37 = add nuw nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr %0, i32 %36
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = add nuw nsw i32 %35, 1
  %41 = getelementptr inbounds i32, ptr %1, i32 %35
  store i32 %39, ptr %41, align 4, !tbaa !9
  %42 = icmp eq i32 %37, %6
  br i1 %42, label %31, label %34, !llvm.loop !35

43:                                               ; preds = %31, %43
  %44 = phi i32 [ %49, %43 ], [ %32, %31 ]
  %45 = phi i32 [ %46, %43 ], [ %24, %31 ]
  %46 = add nuw nsw i32 %45, 1
  %47 = getelementptr inbounds i32, ptr %0, i32 %45
  %48 = load i32, ptr %47, align 4, !tbaa !9
  %49 = add nuw nsw i32 %44, 1
  %50 = getelementptr inbounds i32, ptr %1, i32 %44
  store i32 %48, ptr %50, align 4, !tbaa !9
  %51 = icmp eq i32 %46, %2
  br i1 %51, label %52, label %43, !llvm.loop !36

52:                                               ; preds = %43, %31
  %53 = shl nuw nsw i32 %2, 2
  tail call void @llvm.memcpy.p0.p0.i32(ptr nonnull align 4 %0, ptr nonnull align 4 %1, i32 %53, i1 false)
  br label %54

54:                                               ; preds = %3, %52
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %47

5:                                                ; preds = %3, %43
  %6 = phi i32 [ %45, %43 ], [ %1, %3 ]
  %7 = phi i32 [ %44, %43 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, ptr %0, i32 %9
  %11 = load i32, ptr %10, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %5, %33
  %13 = phi i32 [ %7, %5 ], [ %35, %33 ]
  %14 = phi i32 [ %6, %5 ], [ %34, %33 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %20, %15 ], [ %14, %12 ]
  %17 = getelementptr inbounds i32, ptr %0, i32 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = icmp slt i32 %18, %11
  %20 = add nsw i32 %16, 1
  br i1 %19, label %15, label %21, !llvm.loop !37

21:                                               ; preds = %15
  %22 = getelementptr inbounds i32, ptr %0, i32 %16
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ %28, %23 ], [ %13, %21 ]
  %25 = getelementptr inbounds i32, ptr %0, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = icmp sgt i32 %26, %11
  %28 = add nsw i32 %24, -1
  br i1 %27, label %23, label %29, !llvm.loop !38

29:                                               ; preds = %23
  %30 = icmp sgt i32 %16, %24
  br i1 %30, label %33, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i32, ptr %0, i32 %24
  store i32 %26, ptr %22, align 4, !tbaa !9
  store i32 %18, ptr %32, align 4, !tbaa !9
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %20, %31 ], [ %16, %29 ]
  %35 = phi i32 [ %28, %31 ], [ %24, %29 ]
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %37, label %12, !llvm.loop !39

37:                                               ; preds = %33
  %38 = sub nsw i32 %35, %6
  %39 = sub nsw i32 %7, %34
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %35)
  br label %43

42:                                               ; preds = %37
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %34, i32 noundef %7)
  br label %43

43:                                               ; preds = %42, %41
  %44 = phi i32 [ %7, %41 ], [ %35, %42 ]
  %45 = phi i32 [ %34, %41 ], [ %6, %42 ]
  %46 = icmp slt i32 %45, %44
  br i1 %46, label %5, label %47, !llvm.loop !40

47:                                               ; preds = %43, %3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i32 noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { allocsize(1) }
attributes #15 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20}
!20 = !{!"llvm.loop.peeled.count", i32 1}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24, !24, i64 0}
!24 = !{!"any pointer", !7, i64 0}
!25 = !{!26, !24, i64 0}
!26 = !{!"Entry", !24, i64 0, !10, i64 4, !24, i64 8}
!27 = distinct !{!27, !12}
!28 = !{!26, !10, i64 4}
!29 = !{!26, !24, i64 8}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
