; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @.str, i64 13, i1 false) #12
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %1, i8 45, i64 10, i1 false)
  %26 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 0, ptr %26, align 1, !tbaa !6
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
  br label %57

37:                                               ; preds = %69, %37
  %38 = phi i64 [ %49, %37 ], [ 0, %69 ]
  %39 = phi <4 x i64> [ %47, %37 ], [ zeroinitializer, %69 ]
  %40 = phi <4 x i64> [ %48, %37 ], [ zeroinitializer, %69 ]
  %41 = getelementptr inbounds i32, ptr %70, i64 %38
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <4 x i32>, ptr %41, align 4, !tbaa !9
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !9
  %45 = sext <4 x i32> %43 to <4 x i64>
  %46 = sext <4 x i32> %44 to <4 x i64>
  %47 = add <4 x i64> %39, %45
  %48 = add <4 x i64> %40, %46
  %49 = add nuw i64 %38, 8
  %50 = icmp eq i64 %49, 1000
  br i1 %50, label %51, label %37, !llvm.loop !11

51:                                               ; preds = %37
  %52 = add <4 x i64> %48, %47
  %53 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1000, i32 noundef %71, i64 noundef %53)
  %55 = call dereferenceable_or_null(4000) ptr @malloc(i64 noundef 4000) #13
  %56 = call dereferenceable_or_null(4000) ptr @malloc(i64 noundef 4000) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  br label %77

57:                                               ; preds = %0, %69
  %58 = phi i64 [ 0, %0 ], [ %74, %69 ]
  %59 = phi i32 [ 1, %0 ], [ %71, %69 ]
  %60 = phi ptr [ %36, %0 ], [ %70, %69 ]
  %61 = trunc i64 %58 to i32
  %62 = zext i32 %59 to i64
  %63 = icmp eq i64 %58, %62
  br i1 %63, label %64, label %69

64:                                               ; preds = %57
  %65 = shl nsw i32 %59, 1
  %66 = sext i32 %65 to i64
  %67 = shl nsw i64 %66, 2
  %68 = call ptr @realloc(ptr noundef %60, i64 noundef %67) #14
  br label %69

69:                                               ; preds = %64, %57
  %70 = phi ptr [ %68, %64 ], [ %60, %57 ]
  %71 = phi i32 [ %65, %64 ], [ %59, %57 ]
  %72 = mul nuw nsw i32 %61, 7919
  %73 = urem i32 %72, 1009
  %74 = add nuw nsw i64 %58, 1
  %75 = getelementptr inbounds i32, ptr %70, i64 %58
  store i32 %73, ptr %75, align 4, !tbaa !9
  %76 = icmp eq i64 %74, 1000
  br i1 %76, label %37, label %57, !llvm.loop !15

77:                                               ; preds = %51, %239
  %78 = phi i64 [ 0, %51 ], [ %242, %239 ]
  br label %102

79:                                               ; preds = %239
  %80 = load i32, ptr %4, align 4, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %4, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !9
  %83 = getelementptr inbounds i8, ptr %4, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !9
  %85 = getelementptr inbounds i8, ptr %4, i64 12
  %86 = load i32, ptr %85, align 4, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %55, i64 3996
  %88 = load i32, ptr %87, align 4, !tbaa !9
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %80, i32 noundef %82, i32 noundef %84, i32 noundef %86, i32 noundef %223, i32 noundef %88)
  call void @free(ptr noundef %55)
  call void @free(ptr noundef %56)
  call void @free(ptr noundef %70)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.25)
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.25)
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.26)
  %99 = call dereferenceable_or_null(128) ptr @calloc(i64 noundef 16, i64 noundef 8) #15
  br label %244

100:                                              ; preds = %102
  %101 = trunc nuw nsw i64 %78 to i32
  switch i32 %101, label %222 [
    i32 0, label %113
    i32 1, label %134
    i32 2, label %135
    i32 3, label %136
  ]

102:                                              ; preds = %77, %102
  %103 = phi i64 [ 0, %77 ], [ %111, %102 ]
  %104 = phi i32 [ 12345, %77 ], [ %106, %102 ]
  %105 = mul i32 %104, 1103515245
  %106 = add i32 %105, 12345
  %107 = lshr i32 %106, 8
  %108 = urem i32 %107, 2000
  %109 = add nsw i32 %108, -1000
  %110 = getelementptr inbounds i32, ptr %55, i64 %103
  store i32 %109, ptr %110, align 4, !tbaa !9
  %111 = add nuw nsw i64 %103, 1
  %112 = icmp eq i64 %111, 1000
  br i1 %112, label %100, label %102, !llvm.loop !16

113:                                              ; preds = %100, %127
  %114 = phi i64 [ %132, %127 ], [ 1, %100 ]
  %115 = getelementptr inbounds i32, ptr %55, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %124, %113
  %118 = phi i64 [ %114, %113 ], [ %119, %124 ]
  %119 = add nsw i64 %118, -1
  %120 = and i64 %119, 4294967295
  %121 = getelementptr inbounds i32, ptr %55, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !9
  %123 = icmp sgt i32 %122, %116
  br i1 %123, label %124, label %127

124:                                              ; preds = %117
  %125 = getelementptr inbounds i32, ptr %55, i64 %118
  store i32 %122, ptr %125, align 4, !tbaa !9
  %126 = icmp sgt i64 %118, 1
  br i1 %126, label %117, label %127, !llvm.loop !17

127:                                              ; preds = %124, %117
  %128 = phi i64 [ 0, %124 ], [ %118, %117 ]
  %129 = shl i64 %128, 32
  %130 = ashr exact i64 %129, 30
  %131 = getelementptr inbounds i8, ptr %55, i64 %130
  store i32 %116, ptr %131, align 4, !tbaa !9
  %132 = add nuw nsw i64 %114, 1
  %133 = icmp eq i64 %132, 1000
  br i1 %133, label %222, label %113, !llvm.loop !18

134:                                              ; preds = %100
  call fastcc void @merge_sort(ptr noundef nonnull %55, ptr noundef %56, i32 noundef 1000)
  br label %222

135:                                              ; preds = %100
  call fastcc void @quick_sort(ptr noundef nonnull %55, i32 noundef 0, i32 noundef 999)
  br label %222

136:                                              ; preds = %100, %175
  %137 = phi i32 [ %176, %175 ], [ 499, %100 ]
  br label %138

138:                                              ; preds = %168, %136
  %139 = phi i32 [ %166, %168 ], [ %137, %136 ]
  %140 = shl nsw i32 %139, 1
  %141 = or disjoint i32 %140, 1
  %142 = icmp slt i32 %141, 1000
  br i1 %142, label %143, label %152

143:                                              ; preds = %138
  %144 = sext i32 %141 to i64
  %145 = getelementptr inbounds i32, ptr %55, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !9
  %147 = sext i32 %139 to i64
  %148 = getelementptr inbounds i32, ptr %55, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !9
  %150 = icmp sgt i32 %146, %149
  %151 = select i1 %150, i32 %141, i32 %139
  br label %152

152:                                              ; preds = %143, %138
  %153 = phi i32 [ %139, %138 ], [ %151, %143 ]
  %154 = icmp slt i32 %139, 499
  br i1 %154, label %155, label %165

155:                                              ; preds = %152
  %156 = add nsw i32 %140, 2
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %55, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !9
  %160 = sext i32 %153 to i64
  %161 = getelementptr inbounds i32, ptr %55, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !9
  %163 = icmp sgt i32 %159, %162
  %164 = select i1 %163, i32 %156, i32 %153
  br label %165

165:                                              ; preds = %155, %152
  %166 = phi i32 [ %153, %152 ], [ %164, %155 ]
  %167 = icmp eq i32 %166, %139
  br i1 %167, label %175, label %168

168:                                              ; preds = %165
  %169 = sext i32 %139 to i64
  %170 = getelementptr inbounds i32, ptr %55, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !9
  %172 = sext i32 %166 to i64
  %173 = getelementptr inbounds i32, ptr %55, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !9
  store i32 %174, ptr %170, align 4, !tbaa !9
  store i32 %171, ptr %173, align 4, !tbaa !9
  br label %138

175:                                              ; preds = %165
  %176 = add nsw i32 %137, -1
  %177 = icmp eq i32 %137, 0
  br i1 %177, label %178, label %136, !llvm.loop !19

178:                                              ; preds = %175, %219
  %179 = phi i64 [ %220, %219 ], [ 999, %175 ]
  br label %180

180:                                              ; preds = %215, %178
  %181 = phi i64 [ %218, %215 ], [ %179, %178 ]
  %182 = phi ptr [ %217, %215 ], [ %55, %178 ]
  %183 = phi i32 [ %213, %215 ], [ 0, %178 ]
  %184 = load i32, ptr %182, align 4, !tbaa !9
  %185 = getelementptr inbounds i32, ptr %55, i64 %181
  %186 = load i32, ptr %185, align 4, !tbaa !9
  store i32 %186, ptr %182, align 4, !tbaa !9
  store i32 %184, ptr %185, align 4, !tbaa !9
  %187 = shl nsw i32 %183, 1
  %188 = or disjoint i32 %187, 1
  %189 = sext i32 %188 to i64
  %190 = icmp sgt i64 %179, %189
  br i1 %190, label %191, label %199

191:                                              ; preds = %180
  %192 = getelementptr inbounds i32, ptr %55, i64 %189
  %193 = load i32, ptr %192, align 4, !tbaa !9
  %194 = sext i32 %183 to i64
  %195 = getelementptr inbounds i32, ptr %55, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !9
  %197 = icmp sgt i32 %193, %196
  %198 = select i1 %197, i32 %188, i32 %183
  br label %199

199:                                              ; preds = %191, %180
  %200 = phi i32 [ %183, %180 ], [ %198, %191 ]
  %201 = add nsw i32 %187, 2
  %202 = sext i32 %201 to i64
  %203 = icmp sgt i64 %179, %202
  br i1 %203, label %204, label %212

204:                                              ; preds = %199
  %205 = getelementptr inbounds i32, ptr %55, i64 %202
  %206 = load i32, ptr %205, align 4, !tbaa !9
  %207 = sext i32 %200 to i64
  %208 = getelementptr inbounds i32, ptr %55, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !9
  %210 = icmp sgt i32 %206, %209
  %211 = select i1 %210, i32 %201, i32 %200
  br label %212

212:                                              ; preds = %204, %199
  %213 = phi i32 [ %200, %199 ], [ %211, %204 ]
  %214 = icmp eq i32 %213, %183
  br i1 %214, label %219, label %215

215:                                              ; preds = %212
  %216 = sext i32 %183 to i64
  %217 = getelementptr inbounds i32, ptr %55, i64 %216
  %218 = sext i32 %213 to i64
  br label %180

219:                                              ; preds = %212
  %220 = add nsw i64 %179, -1
  %221 = icmp ugt i64 %179, 1
  br i1 %221, label %178, label %222, !llvm.loop !20

222:                                              ; preds = %219, %127, %100, %135, %134
  %223 = load i32, ptr %55, align 4, !tbaa !9
  %224 = xor i32 %223, -2128831035
  %225 = mul i32 %224, 16777619
  br label %226

226:                                              ; preds = %234, %222
  %227 = phi i64 [ 1, %222 ], [ %237, %234 ]
  %228 = phi i32 [ %225, %222 ], [ %236, %234 ]
  %229 = getelementptr i32, ptr %55, i64 %227
  %230 = getelementptr i8, ptr %229, i64 -4
  %231 = load i32, ptr %230, align 4, !tbaa !9
  %232 = load i32, ptr %229, align 4, !tbaa !9
  %233 = icmp sgt i32 %231, %232
  br i1 %233, label %239, label %234

234:                                              ; preds = %226
  %235 = xor i32 %232, %228
  %236 = mul i32 %235, 16777619
  %237 = add nuw nsw i64 %227, 1
  %238 = icmp eq i64 %237, 1000
  br i1 %238, label %239, label %226, !llvm.loop !21

239:                                              ; preds = %226, %234
  %240 = phi i32 [ %236, %234 ], [ 0, %226 ]
  %241 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %78
  store i32 %240, ptr %241, align 4, !tbaa !9
  %242 = add nuw nsw i64 %78, 1
  %243 = icmp eq i64 %242, 4
  br i1 %243, label %79, label %77, !llvm.loop !23

244:                                              ; preds = %297, %79
  %245 = phi ptr [ @.str.27, %79 ], [ %298, %297 ]
  %246 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %245, i32 noundef 32) #12
  %247 = icmp eq ptr %246, null
  br i1 %247, label %252, label %248

248:                                              ; preds = %244
  %249 = ptrtoint ptr %246 to i64
  %250 = ptrtoint ptr %245 to i64
  %251 = sub i64 %249, %250
  br label %254

252:                                              ; preds = %244
  %253 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %245) #12
  br label %254

254:                                              ; preds = %252, %248
  %255 = phi i64 [ %251, %248 ], [ %253, %252 ]
  %256 = add i64 %255, 1
  %257 = call ptr @malloc(i64 noundef %256) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %257, ptr nonnull align 1 %245, i64 %255, i1 false)
  %258 = getelementptr inbounds i8, ptr %257, i64 %255
  store i8 0, ptr %258, align 1, !tbaa !6
  %259 = load i8, ptr %257, align 1, !tbaa !6
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %271, label %261

261:                                              ; preds = %254, %261
  %262 = phi i8 [ %269, %261 ], [ %259, %254 ]
  %263 = phi i32 [ %268, %261 ], [ 5381, %254 ]
  %264 = phi ptr [ %266, %261 ], [ %257, %254 ]
  %265 = mul i32 %263, 33
  %266 = getelementptr inbounds i8, ptr %264, i64 1
  %267 = zext i8 %262 to i32
  %268 = add i32 %265, %267
  %269 = load i8, ptr %266, align 1, !tbaa !6
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %271, label %261, !llvm.loop !24

271:                                              ; preds = %261, %254
  %272 = phi i32 [ 5381, %254 ], [ %268, %261 ]
  %273 = and i32 %272, 15
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds ptr, ptr %99, i64 %274
  %276 = load ptr, ptr %275, align 8, !tbaa !25
  %277 = icmp eq ptr %276, null
  br i1 %277, label %291, label %278

278:                                              ; preds = %271, %283
  %279 = phi ptr [ %285, %283 ], [ %276, %271 ]
  %280 = load ptr, ptr %279, align 8, !tbaa !27
  %281 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %280, ptr noundef nonnull dereferenceable(1) %257) #12
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %287, label %283

283:                                              ; preds = %278
  %284 = getelementptr inbounds i8, ptr %279, i64 16
  %285 = load ptr, ptr %284, align 8, !tbaa !25
  %286 = icmp eq ptr %285, null
  br i1 %286, label %291, label %278, !llvm.loop !29

287:                                              ; preds = %278
  %288 = getelementptr inbounds i8, ptr %279, i64 8
  %289 = load i32, ptr %288, align 8, !tbaa !30
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %288, align 8, !tbaa !30
  call void @free(ptr noundef %257)
  br label %295

291:                                              ; preds = %283, %271
  %292 = call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  store ptr %257, ptr %292, align 8, !tbaa !27
  %293 = getelementptr inbounds i8, ptr %292, i64 8
  store i32 1, ptr %293, align 8, !tbaa !30
  %294 = getelementptr inbounds i8, ptr %292, i64 16
  store ptr %276, ptr %294, align 8, !tbaa !31
  store ptr %292, ptr %275, align 8, !tbaa !25
  br label %295

295:                                              ; preds = %291, %287
  %296 = getelementptr inbounds i8, ptr %245, i64 %255
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi ptr [ %296, %295 ], [ %300, %297 ]
  %299 = load i8, ptr %298, align 1, !tbaa !6
  %300 = getelementptr inbounds i8, ptr %298, i64 1
  switch i8 %299, label %244 [
    i8 32, label %297
    i8 0, label %303
  ]

301:                                              ; preds = %309
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %310)
  br label %331

303:                                              ; preds = %297, %309
  %304 = phi i64 [ %311, %309 ], [ 0, %297 ]
  %305 = phi i32 [ %310, %309 ], [ 0, %297 ]
  %306 = getelementptr inbounds ptr, ptr %99, i64 %304
  %307 = load ptr, ptr %306, align 8, !tbaa !25
  %308 = icmp eq ptr %307, null
  br i1 %308, label %309, label %313

309:                                              ; preds = %323, %303
  %310 = phi i32 [ %305, %303 ], [ %316, %323 ]
  %311 = add nuw nsw i64 %304, 1
  %312 = icmp eq i64 %311, 16
  br i1 %312, label %301, label %303, !llvm.loop !32

313:                                              ; preds = %303, %323
  %314 = phi ptr [ %325, %323 ], [ %307, %303 ]
  %315 = phi i32 [ %316, %323 ], [ %305, %303 ]
  %316 = add nsw i32 %315, 1
  %317 = getelementptr inbounds i8, ptr %314, i64 8
  %318 = load i32, ptr %317, align 8, !tbaa !30
  %319 = icmp sgt i32 %318, 1
  br i1 %319, label %320, label %323

320:                                              ; preds = %313
  %321 = load ptr, ptr %314, align 8, !tbaa !27
  %322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %321, i32 noundef %318)
  br label %323

323:                                              ; preds = %313, %320
  %324 = getelementptr inbounds i8, ptr %314, i64 16
  %325 = load ptr, ptr %324, align 8, !tbaa !25
  %326 = icmp eq ptr %325, null
  br i1 %326, label %309, label %313, !llvm.loop !33

327:                                              ; preds = %342
  call void @free(ptr noundef %99)
  %328 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %329 = call i32 @putchar(i32 noundef 33)
  %330 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

331:                                              ; preds = %301, %342
  %332 = phi i64 [ 0, %301 ], [ %343, %342 ]
  %333 = getelementptr inbounds ptr, ptr %99, i64 %332
  %334 = load ptr, ptr %333, align 8, !tbaa !25
  %335 = icmp eq ptr %334, null
  br i1 %335, label %342, label %336

336:                                              ; preds = %331, %336
  %337 = phi ptr [ %339, %336 ], [ %334, %331 ]
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load ptr, ptr %338, align 8, !tbaa !31
  %340 = load ptr, ptr %337, align 8, !tbaa !27
  call void @free(ptr noundef %340)
  call void @free(ptr noundef nonnull %337)
  %341 = icmp eq ptr %339, null
  br i1 %341, label %342, label %336, !llvm.loop !34

342:                                              ; preds = %336, %331
  %343 = add nuw nsw i64 %332, 1
  %344 = icmp eq i64 %343, 16
  br i1 %344, label %327, label %331, !llvm.loop !35
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
  br i1 %8, label %133, label %9

9:                                                ; preds = %3
  %10 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %10)
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = sub nsw i32 %2, %10
  tail call fastcc void @merge_sort(ptr noundef %12, ptr noundef %1, i32 noundef %13)
  br label %53

14:                                               ; preds = %53
  %15 = icmp ult i32 %65, %10
  br i1 %15, label %16, label %75

16:                                               ; preds = %14
  %17 = and i64 %70, 4294967295
  %18 = zext nneg i32 %65 to i64
  %19 = zext nneg i32 %10 to i64
  %20 = zext nneg i32 %56 to i64
  %21 = sub nsw i64 %19, %20
  %22 = sext i1 %63 to i64
  %23 = add nsw i64 %21, %22
  %24 = icmp ult i64 %23, 12
  br i1 %24, label %25, label %28

25:                                               ; preds = %51, %28, %16
  %26 = phi i64 [ %18, %28 ], [ %18, %16 ], [ %37, %51 ]
  %27 = phi i64 [ %17, %28 ], [ %17, %16 ], [ %38, %51 ]
  br label %112

28:                                               ; preds = %16
  %29 = shl nuw nsw i64 %17, 2
  %30 = shl nuw nsw i64 %18, 2
  %31 = add i64 %29, %7
  %32 = add i64 %30, %6
  %33 = sub i64 %31, %32
  %34 = icmp ult i64 %33, 32
  br i1 %34, label %25, label %35

35:                                               ; preds = %28
  %36 = and i64 %23, -8
  %37 = add nsw i64 %36, %18
  %38 = add nsw i64 %17, %36
  %39 = getelementptr i32, ptr %0, i64 %18
  %40 = getelementptr i32, ptr %1, i64 %17
  br label %41

41:                                               ; preds = %41, %35
  %42 = phi i64 [ 0, %35 ], [ %49, %41 ]
  %43 = getelementptr i32, ptr %39, i64 %42
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load <4 x i32>, ptr %43, align 4, !tbaa !9
  %46 = load <4 x i32>, ptr %44, align 4, !tbaa !9
  %47 = getelementptr i32, ptr %40, i64 %42
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <4 x i32> %45, ptr %47, align 4, !tbaa !9
  store <4 x i32> %46, ptr %48, align 4, !tbaa !9
  %49 = add nuw i64 %42, 8
  %50 = icmp eq i64 %49, %36
  br i1 %50, label %51, label %41, !llvm.loop !36

51:                                               ; preds = %41
  %52 = icmp eq i64 %23, %36
  br i1 %52, label %75, label %25

53:                                               ; preds = %9, %53
  %54 = phi i64 [ 0, %9 ], [ %70, %53 ]
  %55 = phi i32 [ %10, %9 ], [ %68, %53 ]
  %56 = phi i32 [ 0, %9 ], [ %65, %53 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !9
  %60 = zext nneg i32 %55 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !9
  %63 = icmp sle i32 %59, %62
  %64 = zext i1 %63 to i32
  %65 = add nuw nsw i32 %56, %64
  %66 = xor i1 %63, true
  %67 = zext i1 %66 to i32
  %68 = add i32 %55, %67
  %69 = tail call i32 @llvm.smin.i32(i32 %59, i32 %62)
  %70 = add nuw i64 %54, 1
  %71 = getelementptr inbounds i32, ptr %1, i64 %54
  store i32 %69, ptr %71, align 4, !tbaa !9
  %72 = icmp ult i32 %65, %10
  %73 = icmp slt i32 %68, %2
  %74 = and i1 %72, %73
  br i1 %74, label %53, label %14, !llvm.loop !37

75:                                               ; preds = %112, %51, %14
  %76 = phi i64 [ %70, %14 ], [ %38, %51 ], [ %118, %112 ]
  %77 = icmp slt i32 %68, %2
  br i1 %77, label %78, label %130

78:                                               ; preds = %75
  %79 = and i64 %76, 4294967295
  %80 = zext i32 %68 to i64
  %81 = zext nneg i32 %2 to i64
  %82 = sub nsw i64 %81, %80
  %83 = icmp ult i64 %82, 12
  br i1 %83, label %84, label %87

84:                                               ; preds = %110, %87, %78
  %85 = phi i64 [ %80, %87 ], [ %80, %78 ], [ %96, %110 ]
  %86 = phi i64 [ %79, %87 ], [ %79, %78 ], [ %97, %110 ]
  br label %121

87:                                               ; preds = %78
  %88 = shl nuw nsw i64 %79, 2
  %89 = add i64 %88, %5
  %90 = shl nuw nsw i64 %80, 2
  %91 = add i64 %90, %4
  %92 = sub i64 %89, %91
  %93 = icmp ult i64 %92, 32
  br i1 %93, label %84, label %94

94:                                               ; preds = %87
  %95 = and i64 %82, -8
  %96 = add nsw i64 %95, %80
  %97 = add nsw i64 %79, %95
  %98 = getelementptr i32, ptr %0, i64 %80
  %99 = getelementptr i32, ptr %1, i64 %79
  br label %100

100:                                              ; preds = %100, %94
  %101 = phi i64 [ 0, %94 ], [ %108, %100 ]
  %102 = getelementptr i32, ptr %98, i64 %101
  %103 = getelementptr inbounds i8, ptr %102, i64 16
  %104 = load <4 x i32>, ptr %102, align 4, !tbaa !9
  %105 = load <4 x i32>, ptr %103, align 4, !tbaa !9
  %106 = getelementptr i32, ptr %99, i64 %101
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  store <4 x i32> %104, ptr %106, align 4, !tbaa !9
  store <4 x i32> %105, ptr %107, align 4, !tbaa !9
  %108 = add nuw i64 %101, 8
  %109 = icmp eq i64 %108, %95
  br i1 %109, label %110, label %100, !llvm.loop !38

110:                                              ; preds = %100
  %111 = icmp eq i64 %82, %95
  br i1 %111, label %130, label %84

112:                                              ; preds = %25, %112
  %113 = phi i64 [ %115, %112 ], [ %26, %25 ]
  %114 = phi i64 [ %118, %112 ], [ %27, %25 ]
  %115 = add nuw nsw i64 %113, 1
  %116 = getelementptr inbounds i32, ptr %0, i64 %113
  %117 = load i32, ptr %116, align 4, !tbaa !9
  %118 = add nuw nsw i64 %114, 1
  %119 = getelementptr inbounds i32, ptr %1, i64 %114
  store i32 %117, ptr %119, align 4, !tbaa !9
  %120 = icmp eq i64 %115, %19
  br i1 %120, label %75, label %112, !llvm.loop !39

121:                                              ; preds = %84, %121
  %122 = phi i64 [ %124, %121 ], [ %85, %84 ]
  %123 = phi i64 [ %127, %121 ], [ %86, %84 ]
  %124 = add nuw nsw i64 %122, 1
  %125 = getelementptr inbounds i32, ptr %0, i64 %122
  %126 = load i32, ptr %125, align 4, !tbaa !9
  %127 = add nuw nsw i64 %123, 1
  %128 = getelementptr inbounds i32, ptr %1, i64 %123
  store i32 %126, ptr %128, align 4, !tbaa !9
  %129 = icmp eq i64 %124, %81
  br i1 %129, label %130, label %121, !llvm.loop !40

130:                                              ; preds = %121, %110, %75
  %131 = zext nneg i32 %2 to i64
  %132 = shl nuw nsw i64 %131, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %0, ptr nonnull align 4 %1, i64 %132, i1 false)
  br label %133

133:                                              ; preds = %3, %130
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
  %12 = load i32, ptr %11, align 4, !tbaa !9
  br label %13

13:                                               ; preds = %5, %40
  %14 = phi i32 [ %7, %5 ], [ %42, %40 ]
  %15 = phi i32 [ %6, %5 ], [ %41, %40 ]
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i64 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !41

23:                                               ; preds = %17
  %24 = getelementptr inbounds i32, ptr %0, i64 %18
  %25 = trunc nsw i64 %18 to i32
  %26 = sext i32 %14 to i64
  br label %27

27:                                               ; preds = %27, %23
  %28 = phi i64 [ %32, %27 ], [ %26, %23 ]
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !9
  %31 = icmp sgt i32 %30, %12
  %32 = add nsw i64 %28, -1
  br i1 %31, label %27, label %33, !llvm.loop !42

33:                                               ; preds = %27
  %34 = trunc nsw i64 %28 to i32
  %35 = icmp sgt i64 %18, %28
  br i1 %35, label %40, label %36

36:                                               ; preds = %33
  %37 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %30, ptr %24, align 4, !tbaa !9
  store i32 %20, ptr %37, align 4, !tbaa !9
  %38 = add nsw i32 %25, 1
  %39 = add nsw i32 %34, -1
  br label %40

40:                                               ; preds = %36, %33
  %41 = phi i32 [ %38, %36 ], [ %25, %33 ]
  %42 = phi i32 [ %39, %36 ], [ %34, %33 ]
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %13, !llvm.loop !43

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
  br i1 %53, label %5, label %54, !llvm.loop !44

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
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { allocsize(1) }
attributes #15 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12, !22}
!22 = !{!"llvm.loop.peeled.count", i32 1}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !7, i64 0}
!27 = !{!28, !26, i64 0}
!28 = !{!"Entry", !26, i64 0, !10, i64 8, !26, i64 16}
!29 = distinct !{!29, !12}
!30 = !{!28, !10, i64 8}
!31 = !{!28, !26, i64 16}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12, !13, !14}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12, !13, !14}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
