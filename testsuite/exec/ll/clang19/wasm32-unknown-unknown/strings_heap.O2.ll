; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [8 x i8], align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef 0, i32 noundef 1, i32 noundef -1, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef -1)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 16 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @.str, i32 13, i1 false) #12
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
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 16 dereferenceable(10) %1, i8 45, i32 10, i1 false)
  %24 = getelementptr inbounds i8, ptr %1, i32 10
  store i8 0, ptr %24, align 2, !tbaa !2
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
  store i32 %47, ptr %49, align 4, !tbaa !5
  %50 = icmp eq i32 %48, 1000
  br i1 %50, label %57, label %34, !llvm.loop !7

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
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %58, %62
  %64 = add nuw nsw i32 %59, 1
  %65 = getelementptr inbounds i32, ptr %44, i32 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %63, %67
  %69 = add nuw nsw i32 %59, 2
  %70 = getelementptr inbounds i32, ptr %44, i32 %69
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %68, %72
  %74 = add nuw nsw i32 %59, 3
  %75 = getelementptr inbounds i32, ptr %44, i32 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 %73, %77
  %79 = add nuw nsw i32 %59, 4
  %80 = getelementptr inbounds i32, ptr %44, i32 %79
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = sext i32 %81 to i64
  %83 = add nsw i64 %78, %82
  %84 = add nuw nsw i32 %59, 5
  %85 = icmp eq i32 %84, 1000
  br i1 %85, label %51, label %57, !llvm.loop !9

86:                                               ; preds = %51, %251
  %87 = phi i32 [ 0, %51 ], [ %254, %251 ]
  br label %110

88:                                               ; preds = %251
  %89 = load i32, ptr %4, align 16, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %4, i32 4
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %4, i32 8
  %93 = load i32, ptr %92, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %4, i32 12
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %53, i32 3996
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %223, i32 noundef %97)
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
  br label %256

109:                                              ; preds = %110
  switch i32 %87, label %222 [
    i32 0, label %128
    i32 1, label %146
    i32 2, label %147
    i32 3, label %148
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
  store i32 %117, ptr %118, align 4, !tbaa !5
  %119 = or disjoint i32 %111, 1
  %120 = mul i32 %114, 1103515245
  %121 = add i32 %120, 12345
  %122 = lshr i32 %121, 8
  %123 = urem i32 %122, 2000
  %124 = add nsw i32 %123, -1000
  %125 = getelementptr inbounds i32, ptr %53, i32 %119
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = add nuw nsw i32 %111, 2
  %127 = icmp eq i32 %126, 1000
  br i1 %127, label %109, label %110, !llvm.loop !10

128:                                              ; preds = %109, %141
  %129 = phi i32 [ %144, %141 ], [ 1, %109 ]
  %130 = getelementptr inbounds i32, ptr %53, i32 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %138, %128
  %133 = phi i32 [ %129, %128 ], [ %134, %138 ]
  %134 = add nsw i32 %133, -1
  %135 = getelementptr inbounds i32, ptr %53, i32 %134
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = icmp sgt i32 %136, %131
  br i1 %137, label %138, label %141

138:                                              ; preds = %132
  %139 = getelementptr inbounds i32, ptr %53, i32 %133
  store i32 %136, ptr %139, align 4, !tbaa !5
  %140 = icmp sgt i32 %133, 1
  br i1 %140, label %132, label %141, !llvm.loop !11

141:                                              ; preds = %138, %132
  %142 = phi i32 [ 0, %138 ], [ %133, %132 ]
  %143 = getelementptr inbounds i32, ptr %53, i32 %142
  store i32 %131, ptr %143, align 4, !tbaa !5
  %144 = add nuw nsw i32 %129, 1
  %145 = icmp eq i32 %144, 1000
  br i1 %145, label %222, label %128, !llvm.loop !12

146:                                              ; preds = %109
  call fastcc void @merge_sort(ptr noundef nonnull %53, ptr noundef %54, i32 noundef 1000)
  br label %222

147:                                              ; preds = %109
  call fastcc void @quick_sort(ptr noundef nonnull %53, i32 noundef 0, i32 noundef 999)
  br label %222

148:                                              ; preds = %109, %181
  %149 = phi i32 [ %182, %181 ], [ 499, %109 ]
  br label %150

150:                                              ; preds = %176, %148
  %151 = phi i32 [ %174, %176 ], [ %149, %148 ]
  %152 = shl nsw i32 %151, 1
  %153 = or disjoint i32 %152, 1
  %154 = icmp slt i32 %153, 1000
  br i1 %154, label %155, label %162

155:                                              ; preds = %150
  %156 = getelementptr inbounds i32, ptr %53, i32 %153
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = getelementptr inbounds i32, ptr %53, i32 %151
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = icmp sgt i32 %157, %159
  %161 = select i1 %160, i32 %153, i32 %151
  br label %162

162:                                              ; preds = %155, %150
  %163 = phi i32 [ %151, %150 ], [ %161, %155 ]
  %164 = icmp slt i32 %151, 499
  br i1 %164, label %165, label %173

165:                                              ; preds = %162
  %166 = add nsw i32 %152, 2
  %167 = getelementptr inbounds i32, ptr %53, i32 %166
  %168 = load i32, ptr %167, align 4, !tbaa !5
  %169 = getelementptr inbounds i32, ptr %53, i32 %163
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = icmp sgt i32 %168, %170
  %172 = select i1 %171, i32 %166, i32 %163
  br label %173

173:                                              ; preds = %165, %162
  %174 = phi i32 [ %163, %162 ], [ %172, %165 ]
  %175 = icmp eq i32 %174, %151
  br i1 %175, label %181, label %176

176:                                              ; preds = %173
  %177 = getelementptr inbounds i32, ptr %53, i32 %151
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = getelementptr inbounds i32, ptr %53, i32 %174
  %180 = load i32, ptr %179, align 4, !tbaa !5
  store i32 %180, ptr %177, align 4, !tbaa !5
  store i32 %178, ptr %179, align 4, !tbaa !5
  br label %150

181:                                              ; preds = %173
  %182 = add nsw i32 %149, -1
  %183 = icmp eq i32 %149, 0
  br i1 %183, label %184, label %148, !llvm.loop !13

184:                                              ; preds = %181, %219
  %185 = phi i32 [ %220, %219 ], [ 999, %181 ]
  br label %186

186:                                              ; preds = %217, %184
  %187 = phi ptr [ %218, %217 ], [ %53, %184 ]
  %188 = phi i32 [ %215, %217 ], [ %185, %184 ]
  %189 = phi i32 [ %215, %217 ], [ 0, %184 ]
  %190 = load i32, ptr %187, align 4, !tbaa !5
  %191 = getelementptr inbounds i32, ptr %53, i32 %188
  %192 = load i32, ptr %191, align 4, !tbaa !5
  store i32 %192, ptr %187, align 4, !tbaa !5
  store i32 %190, ptr %191, align 4, !tbaa !5
  %193 = shl nsw i32 %189, 1
  %194 = or disjoint i32 %193, 1
  %195 = icmp slt i32 %194, %185
  br i1 %195, label %196, label %203

196:                                              ; preds = %186
  %197 = getelementptr inbounds i32, ptr %53, i32 %194
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = getelementptr inbounds i32, ptr %53, i32 %189
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = icmp sgt i32 %198, %200
  %202 = select i1 %201, i32 %194, i32 %189
  br label %203

203:                                              ; preds = %196, %186
  %204 = phi i32 [ %189, %186 ], [ %202, %196 ]
  %205 = add nsw i32 %193, 2
  %206 = icmp slt i32 %205, %185
  br i1 %206, label %207, label %214

207:                                              ; preds = %203
  %208 = getelementptr inbounds i32, ptr %53, i32 %205
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = getelementptr inbounds i32, ptr %53, i32 %204
  %211 = load i32, ptr %210, align 4, !tbaa !5
  %212 = icmp sgt i32 %209, %211
  %213 = select i1 %212, i32 %205, i32 %204
  br label %214

214:                                              ; preds = %207, %203
  %215 = phi i32 [ %204, %203 ], [ %213, %207 ]
  %216 = icmp eq i32 %215, %189
  br i1 %216, label %219, label %217

217:                                              ; preds = %214
  %218 = getelementptr inbounds i32, ptr %53, i32 %189
  br label %186

219:                                              ; preds = %214
  %220 = add nsw i32 %185, -1
  %221 = icmp ugt i32 %185, 1
  br i1 %221, label %184, label %222, !llvm.loop !14

222:                                              ; preds = %219, %141, %109, %147, %146
  %223 = load i32, ptr %53, align 4, !tbaa !5
  %224 = xor i32 %223, -2128831035
  %225 = mul i32 %224, 16777619
  br label %226

226:                                              ; preds = %242, %222
  %227 = phi i32 [ 1, %222 ], [ %249, %242 ]
  %228 = phi i32 [ %225, %222 ], [ %248, %242 ]
  %229 = getelementptr i32, ptr %53, i32 %227
  %230 = getelementptr i8, ptr %229, i32 -4
  %231 = load i32, ptr %230, align 4, !tbaa !5
  %232 = load i32, ptr %229, align 4, !tbaa !5
  %233 = icmp sgt i32 %231, %232
  br i1 %233, label %251, label %234

234:                                              ; preds = %226
  %235 = getelementptr i32, ptr %55, i32 %227
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = icmp sgt i32 %232, %236
  br i1 %237, label %251, label %238

238:                                              ; preds = %234
  %239 = getelementptr i32, ptr %56, i32 %227
  %240 = load i32, ptr %239, align 4, !tbaa !5
  %241 = icmp sgt i32 %236, %240
  br i1 %241, label %251, label %242

242:                                              ; preds = %238
  %243 = xor i32 %232, %228
  %244 = mul i32 %243, 16777619
  %245 = xor i32 %236, %244
  %246 = mul i32 %245, 16777619
  %247 = xor i32 %240, %246
  %248 = mul i32 %247, 16777619
  %249 = add nuw nsw i32 %227, 3
  %250 = icmp eq i32 %249, 1000
  br i1 %250, label %251, label %226, !llvm.loop !15

251:                                              ; preds = %242, %238, %234, %226
  %252 = phi i32 [ 0, %226 ], [ 0, %234 ], [ 0, %238 ], [ %248, %242 ]
  %253 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %87
  store i32 %252, ptr %253, align 4, !tbaa !5
  %254 = add nuw nsw i32 %87, 1
  %255 = icmp eq i32 %254, 4
  br i1 %255, label %88, label %86, !llvm.loop !17

256:                                              ; preds = %308, %88
  %257 = phi ptr [ @.str.27, %88 ], [ %309, %308 ]
  %258 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %257, i32 noundef 32) #12
  %259 = icmp eq ptr %258, null
  br i1 %259, label %264, label %260

260:                                              ; preds = %256
  %261 = ptrtoint ptr %258 to i32
  %262 = ptrtoint ptr %257 to i32
  %263 = sub i32 %261, %262
  br label %266

264:                                              ; preds = %256
  %265 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %257) #12
  br label %266

266:                                              ; preds = %264, %260
  %267 = phi i32 [ %263, %260 ], [ %265, %264 ]
  %268 = add i32 %267, 1
  %269 = call ptr @malloc(i32 noundef %268) #13
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %269, ptr nonnull align 1 %257, i32 %267, i1 false)
  %270 = getelementptr inbounds i8, ptr %269, i32 %267
  store i8 0, ptr %270, align 1, !tbaa !2
  %271 = load i8, ptr %269, align 1, !tbaa !2
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %283, label %273

273:                                              ; preds = %266, %273
  %274 = phi i8 [ %281, %273 ], [ %271, %266 ]
  %275 = phi i32 [ %280, %273 ], [ 5381, %266 ]
  %276 = phi ptr [ %278, %273 ], [ %269, %266 ]
  %277 = mul i32 %275, 33
  %278 = getelementptr inbounds i8, ptr %276, i32 1
  %279 = zext i8 %274 to i32
  %280 = add i32 %277, %279
  %281 = load i8, ptr %278, align 1, !tbaa !2
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %283, label %273, !llvm.loop !18

283:                                              ; preds = %273, %266
  %284 = phi i32 [ 5381, %266 ], [ %280, %273 ]
  %285 = and i32 %284, 15
  %286 = getelementptr inbounds ptr, ptr %108, i32 %285
  %287 = load ptr, ptr %286, align 4, !tbaa !19
  %288 = icmp eq ptr %287, null
  br i1 %288, label %302, label %289

289:                                              ; preds = %283, %294
  %290 = phi ptr [ %296, %294 ], [ %287, %283 ]
  %291 = load ptr, ptr %290, align 4, !tbaa !21
  %292 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %291, ptr noundef nonnull dereferenceable(1) %269) #12
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %298, label %294

294:                                              ; preds = %289
  %295 = getelementptr inbounds i8, ptr %290, i32 8
  %296 = load ptr, ptr %295, align 4, !tbaa !19
  %297 = icmp eq ptr %296, null
  br i1 %297, label %302, label %289, !llvm.loop !23

298:                                              ; preds = %289
  %299 = getelementptr inbounds i8, ptr %290, i32 4
  %300 = load i32, ptr %299, align 4, !tbaa !24
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %299, align 4, !tbaa !24
  call void @free(ptr noundef %269)
  br label %306

302:                                              ; preds = %294, %283
  %303 = call dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #13
  store ptr %269, ptr %303, align 4, !tbaa !21
  %304 = getelementptr inbounds i8, ptr %303, i32 4
  store i32 1, ptr %304, align 4, !tbaa !24
  %305 = getelementptr inbounds i8, ptr %303, i32 8
  store ptr %287, ptr %305, align 4, !tbaa !25
  store ptr %303, ptr %286, align 4, !tbaa !19
  br label %306

306:                                              ; preds = %302, %298
  %307 = getelementptr inbounds i8, ptr %257, i32 %267
  br label %308

308:                                              ; preds = %308, %306
  %309 = phi ptr [ %307, %306 ], [ %311, %308 ]
  %310 = load i8, ptr %309, align 1, !tbaa !2
  %311 = getelementptr inbounds i8, ptr %309, i32 1
  switch i8 %310, label %256 [
    i8 32, label %308
    i8 0, label %314
  ]

312:                                              ; preds = %320
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %321)
  br label %342

314:                                              ; preds = %308, %320
  %315 = phi i32 [ %322, %320 ], [ 0, %308 ]
  %316 = phi i32 [ %321, %320 ], [ 0, %308 ]
  %317 = getelementptr inbounds ptr, ptr %108, i32 %315
  %318 = load ptr, ptr %317, align 4, !tbaa !19
  %319 = icmp eq ptr %318, null
  br i1 %319, label %320, label %324

320:                                              ; preds = %334, %314
  %321 = phi i32 [ %316, %314 ], [ %327, %334 ]
  %322 = add nuw nsw i32 %315, 1
  %323 = icmp eq i32 %322, 16
  br i1 %323, label %312, label %314, !llvm.loop !26

324:                                              ; preds = %314, %334
  %325 = phi ptr [ %336, %334 ], [ %318, %314 ]
  %326 = phi i32 [ %327, %334 ], [ %316, %314 ]
  %327 = add nsw i32 %326, 1
  %328 = getelementptr inbounds i8, ptr %325, i32 4
  %329 = load i32, ptr %328, align 4, !tbaa !24
  %330 = icmp sgt i32 %329, 1
  br i1 %330, label %331, label %334

331:                                              ; preds = %324
  %332 = load ptr, ptr %325, align 4, !tbaa !21
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %332, i32 noundef %329)
  br label %334

334:                                              ; preds = %324, %331
  %335 = getelementptr inbounds i8, ptr %325, i32 8
  %336 = load ptr, ptr %335, align 4, !tbaa !19
  %337 = icmp eq ptr %336, null
  br i1 %337, label %320, label %324, !llvm.loop !27

338:                                              ; preds = %353
  call void @free(ptr noundef %108)
  %339 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %340 = call i32 @putchar(i32 noundef 33)
  %341 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

342:                                              ; preds = %312, %353
  %343 = phi i32 [ 0, %312 ], [ %354, %353 ]
  %344 = getelementptr inbounds ptr, ptr %108, i32 %343
  %345 = load ptr, ptr %344, align 4, !tbaa !19
  %346 = icmp eq ptr %345, null
  br i1 %346, label %353, label %347

347:                                              ; preds = %342, %347
  %348 = phi ptr [ %350, %347 ], [ %345, %342 ]
  %349 = getelementptr inbounds i8, ptr %348, i32 8
  %350 = load ptr, ptr %349, align 4, !tbaa !25
  %351 = load ptr, ptr %348, align 4, !tbaa !21
  call void @free(ptr noundef %351)
  call void @free(ptr noundef nonnull %348)
  %352 = icmp eq ptr %350, null
  br i1 %352, label %353, label %347, !llvm.loop !28

353:                                              ; preds = %347, %342
  %354 = add nuw nsw i32 %343, 1
  %355 = icmp eq i32 %354, 16
  br i1 %355, label %338, label %342, !llvm.loop !29
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

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
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
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %0, i32 %13
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp sle i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = add nuw nsw i32 %14, %20
  %22 = xor i1 %19, true
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %13, %23
  %25 = tail call i32 @llvm.smin.i32(i32 %16, i32 %18)
  %26 = add nuw nsw i32 %12, 1
  %27 = getelementptr inbounds i32, ptr %1, i32 %12
  store i32 %25, ptr %27, align 4, !tbaa !5
  %28 = icmp ult i32 %21, %6
  %29 = icmp slt i32 %24, %2
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %11, label %9, !llvm.loop !30

31:                                               ; preds = %34, %9
  %32 = phi i32 [ %26, %9 ], [ %40, %34 ]
  %33 = icmp slt i32 %24, %2
  br i1 %33, label %43, label %52

34:                                               ; preds = %9, %34
  %35 = phi i32 [ %40, %34 ], [ %26, %9 ]
  %36 = phi i32 [ %37, %34 ], [ %21, %9 ]
  %37 = add nuw nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr %0, i32 %36
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = add nuw nsw i32 %35, 1
  %41 = getelementptr inbounds i32, ptr %1, i32 %35
  store i32 %39, ptr %41, align 4, !tbaa !5
  %42 = icmp eq i32 %37, %6
  br i1 %42, label %31, label %34, !llvm.loop !31

43:                                               ; preds = %31, %43
  %44 = phi i32 [ %49, %43 ], [ %32, %31 ]
  %45 = phi i32 [ %46, %43 ], [ %24, %31 ]
  %46 = add nuw nsw i32 %45, 1
  %47 = getelementptr inbounds i32, ptr %0, i32 %45
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add nuw nsw i32 %44, 1
  %50 = getelementptr inbounds i32, ptr %1, i32 %44
  store i32 %48, ptr %50, align 4, !tbaa !5
  %51 = icmp eq i32 %46, %2
  br i1 %51, label %52, label %43, !llvm.loop !32

52:                                               ; preds = %43, %31
  %53 = shl nuw nsw i32 %2, 2
  tail call void @llvm.memcpy.p0.p0.i32(ptr nonnull align 4 %0, ptr nonnull align 4 %1, i32 %53, i1 false)
  br label %54

54:                                               ; preds = %3, %52
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define internal fastcc void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %44

5:                                                ; preds = %3, %40
  %6 = phi i32 [ %42, %40 ], [ %1, %3 ]
  %7 = phi i32 [ %41, %40 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, ptr %0, i32 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %5, %30
  %13 = phi i32 [ %7, %5 ], [ %32, %30 ]
  %14 = phi i32 [ %6, %5 ], [ %31, %30 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %20, %15 ], [ %14, %12 ]
  %17 = getelementptr inbounds i32, ptr %0, i32 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp slt i32 %18, %11
  %20 = add nsw i32 %16, 1
  br i1 %19, label %15, label %21, !llvm.loop !33

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %26, %21 ], [ %13, %15 ]
  %23 = getelementptr inbounds i32, ptr %0, i32 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = icmp sgt i32 %24, %11
  %26 = add nsw i32 %22, -1
  br i1 %25, label %21, label %27, !llvm.loop !34

27:                                               ; preds = %21
  %28 = icmp sgt i32 %16, %22
  br i1 %28, label %30, label %29

29:                                               ; preds = %27
  store i32 %24, ptr %17, align 4, !tbaa !5
  store i32 %18, ptr %23, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %29, %27
  %31 = phi i32 [ %20, %29 ], [ %16, %27 ]
  %32 = phi i32 [ %26, %29 ], [ %22, %27 ]
  %33 = icmp sgt i32 %31, %32
  br i1 %33, label %34, label %12, !llvm.loop !35

34:                                               ; preds = %30
  %35 = sub nsw i32 %32, %6
  %36 = sub nsw i32 %7, %31
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %32)
  br label %40

39:                                               ; preds = %34
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef %31, i32 noundef %7)
  br label %40

40:                                               ; preds = %39, %38
  %41 = phi i32 [ %7, %38 ], [ %32, %39 ]
  %42 = phi i32 [ %31, %38 ], [ %6, %39 ]
  %43 = icmp slt i32 %42, %41
  br i1 %43, label %5, label %44, !llvm.loop !36

44:                                               ; preds = %40, %3
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

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { allocsize(1) }
attributes #15 = { allocsize(0,1) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !3, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !3, i64 0}
!21 = !{!22, !20, i64 0}
!22 = !{!"Entry", !20, i64 0, !6, i64 4, !20, i64 8}
!23 = distinct !{!23, !8}
!24 = !{!22, !6, i64 4}
!25 = !{!22, !20, i64 8}
!26 = distinct !{!26, !8}
!27 = distinct !{!27, !8}
!28 = distinct !{!28, !8}
!29 = distinct !{!29, !8}
!30 = distinct !{!30, !8}
!31 = distinct !{!31, !8}
!32 = distinct !{!32, !8}
!33 = distinct !{!33, !8}
!34 = distinct !{!34, !8}
!35 = distinct !{!35, !8}
!36 = distinct !{!36, !8}
