; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [8 x i8], align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #12
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef zeroext 12, i32 noundef zeroext 0)
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext -1, i32 noundef signext 1)
  %7 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext 0, i32 noundef signext -1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1, ptr noundef nonnull align 1 dereferenceable(13) @.str, i64 13, i1 false) #12
  %8 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %9, ptr noundef nonnull align 1 dereferenceable(11) @.str.4, i64 11, i1 false)
  %10 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  %11 = trunc i64 %10 to i32
  %12 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %1, i32 noundef zeroext %11)
  %13 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef signext 119) #12
  %14 = call ptr @strrchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef signext 111) #12
  %15 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %1, i32 noundef signext 90) #12
  %16 = icmp eq ptr %15, null
  %17 = zext i1 %16 to i32
  %18 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %13, ptr noundef %14, i32 noundef signext %17)
  %19 = call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %20 = trunc i64 %19 to i32
  %21 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.8) #12
  %22 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.9) #12
  %23 = icmp eq ptr %22, null
  %24 = zext i1 %23 to i32
  %25 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext %20, ptr noundef %21, i32 noundef signext %24)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %1, i8 45, i64 10, i1 false)
  %26 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 0, ptr %26, align 1, !tbaa !5
  %27 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store i64 7017280021047803904, ptr %2, align 8
  %28 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #12
  %29 = trunc i64 %28 to i32
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %29)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %3, ptr noundef nonnull align 1 dereferenceable(11) @__const.main.mv, i64 11, i1 false)
  %31 = getelementptr inbounds i8, ptr %3, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %31, ptr noundef nonnull align 1 dereferenceable(5) %3, i64 5, i1 false)
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %3)
  %33 = getelementptr inbounds i8, ptr %3, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %3, ptr noundef nonnull align 1 dereferenceable(6) %33, i64 6, i1 false)
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %3)
  %35 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef signext -1, i32 noundef signext 0, i32 noundef signext 1)
  %36 = call dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #13
  br label %57

37:                                               ; preds = %69, %37
  %38 = phi i64 [ %50, %37 ], [ 0, %69 ]
  %39 = phi i64 [ %48, %37 ], [ 0, %69 ]
  %40 = phi i64 [ %49, %37 ], [ 0, %69 ]
  %41 = or disjoint i64 %38, 1
  %42 = getelementptr inbounds i32, ptr %70, i64 %38
  %43 = getelementptr inbounds i32, ptr %70, i64 %41
  %44 = load i32, ptr %42, align 4, !tbaa !8
  %45 = load i32, ptr %43, align 4, !tbaa !8
  %46 = sext i32 %44 to i64
  %47 = sext i32 %45 to i64
  %48 = add i64 %39, %46
  %49 = add i64 %40, %47
  %50 = add nuw i64 %38, 2
  %51 = icmp eq i64 %50, 1000
  br i1 %51, label %52, label %37, !llvm.loop !10

52:                                               ; preds = %37
  %53 = add i64 %49, %48
  %54 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef signext 1000, i32 noundef signext %71, i64 noundef %53)
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
  store i32 %73, ptr %75, align 4, !tbaa !8
  %76 = icmp eq i64 %74, 1000
  br i1 %76, label %37, label %57, !llvm.loop !14

77:                                               ; preds = %52, %239
  %78 = phi i64 [ 0, %52 ], [ %242, %239 ]
  br label %102

79:                                               ; preds = %239
  %80 = load i32, ptr %4, align 4, !tbaa !8
  %81 = getelementptr inbounds i8, ptr %4, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !8
  %83 = getelementptr inbounds i8, ptr %4, i64 8
  %84 = load i32, ptr %83, align 4, !tbaa !8
  %85 = getelementptr inbounds i8, ptr %4, i64 12
  %86 = load i32, ptr %85, align 4, !tbaa !8
  %87 = getelementptr inbounds i8, ptr %55, i64 3996
  %88 = load i32, ptr %87, align 4, !tbaa !8
  %89 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef zeroext %80, i32 noundef zeroext %82, i32 noundef zeroext %84, i32 noundef zeroext %86, i32 noundef signext %223, i32 noundef signext %88)
  call void @free(ptr noundef %55)
  call void @free(ptr noundef %56)
  call void @free(ptr noundef %70)
  %90 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %92 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.25)
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25)
  %95 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.25)
  %96 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %97 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.26)
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
  store i32 %109, ptr %110, align 4, !tbaa !8
  %111 = add nuw nsw i64 %103, 1
  %112 = icmp eq i64 %111, 1000
  br i1 %112, label %100, label %102, !llvm.loop !15

113:                                              ; preds = %100, %127
  %114 = phi i64 [ %132, %127 ], [ 1, %100 ]
  %115 = getelementptr inbounds i32, ptr %55, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !8
  br label %117

117:                                              ; preds = %124, %113
  %118 = phi i64 [ %114, %113 ], [ %119, %124 ]
  %119 = add nsw i64 %118, -1
  %120 = and i64 %119, 4294967295
  %121 = getelementptr inbounds i32, ptr %55, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !8
  %123 = icmp sgt i32 %122, %116
  br i1 %123, label %124, label %127

124:                                              ; preds = %117
  %125 = getelementptr inbounds i32, ptr %55, i64 %118
  store i32 %122, ptr %125, align 4, !tbaa !8
  %126 = icmp sgt i64 %118, 1
  br i1 %126, label %117, label %127, !llvm.loop !16

127:                                              ; preds = %124, %117
  %128 = phi i64 [ 0, %124 ], [ %118, %117 ]
  %129 = shl i64 %128, 32
  %130 = ashr exact i64 %129, 30
  %131 = getelementptr inbounds i8, ptr %55, i64 %130
  store i32 %116, ptr %131, align 4, !tbaa !8
  %132 = add nuw nsw i64 %114, 1
  %133 = icmp eq i64 %132, 1000
  br i1 %133, label %222, label %113, !llvm.loop !17

134:                                              ; preds = %100
  call fastcc void @merge_sort(ptr noundef nonnull %55, ptr noundef %56, i32 noundef signext 1000)
  br label %222

135:                                              ; preds = %100
  call fastcc void @quick_sort(ptr noundef nonnull %55, i32 noundef signext 0, i32 noundef signext 999)
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
  %146 = load i32, ptr %145, align 4, !tbaa !8
  %147 = sext i32 %139 to i64
  %148 = getelementptr inbounds i32, ptr %55, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !8
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
  %159 = load i32, ptr %158, align 4, !tbaa !8
  %160 = sext i32 %153 to i64
  %161 = getelementptr inbounds i32, ptr %55, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !8
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
  %171 = load i32, ptr %170, align 4, !tbaa !8
  %172 = sext i32 %166 to i64
  %173 = getelementptr inbounds i32, ptr %55, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !8
  store i32 %174, ptr %170, align 4, !tbaa !8
  store i32 %171, ptr %173, align 4, !tbaa !8
  br label %138

175:                                              ; preds = %165
  %176 = add nsw i32 %137, -1
  %177 = icmp eq i32 %137, 0
  br i1 %177, label %178, label %136, !llvm.loop !18

178:                                              ; preds = %175, %219
  %179 = phi i64 [ %220, %219 ], [ 999, %175 ]
  br label %180

180:                                              ; preds = %215, %178
  %181 = phi i64 [ %218, %215 ], [ %179, %178 ]
  %182 = phi ptr [ %217, %215 ], [ %55, %178 ]
  %183 = phi i32 [ %213, %215 ], [ 0, %178 ]
  %184 = load i32, ptr %182, align 4, !tbaa !8
  %185 = getelementptr inbounds i32, ptr %55, i64 %181
  %186 = load i32, ptr %185, align 4, !tbaa !8
  store i32 %186, ptr %182, align 4, !tbaa !8
  store i32 %184, ptr %185, align 4, !tbaa !8
  %187 = shl nsw i32 %183, 1
  %188 = or disjoint i32 %187, 1
  %189 = sext i32 %188 to i64
  %190 = icmp sgt i64 %179, %189
  br i1 %190, label %191, label %199

191:                                              ; preds = %180
  %192 = getelementptr inbounds i32, ptr %55, i64 %189
  %193 = load i32, ptr %192, align 4, !tbaa !8
  %194 = sext i32 %183 to i64
  %195 = getelementptr inbounds i32, ptr %55, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !8
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
  %206 = load i32, ptr %205, align 4, !tbaa !8
  %207 = sext i32 %200 to i64
  %208 = getelementptr inbounds i32, ptr %55, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !8
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
  br i1 %221, label %178, label %222, !llvm.loop !19

222:                                              ; preds = %219, %127, %100, %135, %134
  %223 = load i32, ptr %55, align 4, !tbaa !8
  %224 = xor i32 %223, -2128831035
  %225 = mul i32 %224, 16777619
  br label %226

226:                                              ; preds = %234, %222
  %227 = phi i64 [ 1, %222 ], [ %237, %234 ]
  %228 = phi i32 [ %225, %222 ], [ %236, %234 ]
  %229 = getelementptr i32, ptr %55, i64 %227
  %230 = getelementptr i8, ptr %229, i64 -4
  %231 = load i32, ptr %230, align 4, !tbaa !8
  %232 = load i32, ptr %229, align 4, !tbaa !8
  %233 = icmp sgt i32 %231, %232
  br i1 %233, label %239, label %234

234:                                              ; preds = %226
  %235 = xor i32 %232, %228
  %236 = mul i32 %235, 16777619
  %237 = add nuw nsw i64 %227, 1
  %238 = icmp eq i64 %237, 1000
  br i1 %238, label %239, label %226, !llvm.loop !20

239:                                              ; preds = %226, %234
  %240 = phi i32 [ %236, %234 ], [ 0, %226 ]
  %241 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %78
  store i32 %240, ptr %241, align 4, !tbaa !8
  %242 = add nuw nsw i64 %78, 1
  %243 = icmp eq i64 %242, 4
  br i1 %243, label %79, label %77, !llvm.loop !22

244:                                              ; preds = %297, %79
  %245 = phi ptr [ @.str.27, %79 ], [ %298, %297 ]
  %246 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %245, i32 noundef signext 32) #12
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
  store i8 0, ptr %258, align 1, !tbaa !5
  %259 = load i8, ptr %257, align 1, !tbaa !5
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
  %269 = load i8, ptr %266, align 1, !tbaa !5
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %271, label %261, !llvm.loop !23

271:                                              ; preds = %261, %254
  %272 = phi i32 [ 5381, %254 ], [ %268, %261 ]
  %273 = and i32 %272, 15
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds ptr, ptr %99, i64 %274
  %276 = load ptr, ptr %275, align 8, !tbaa !24
  %277 = icmp eq ptr %276, null
  br i1 %277, label %291, label %278

278:                                              ; preds = %271, %283
  %279 = phi ptr [ %285, %283 ], [ %276, %271 ]
  %280 = load ptr, ptr %279, align 8, !tbaa !26
  %281 = call signext i32 @strcmp(ptr noundef nonnull dereferenceable(1) %280, ptr noundef nonnull dereferenceable(1) %257) #12
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %287, label %283

283:                                              ; preds = %278
  %284 = getelementptr inbounds i8, ptr %279, i64 16
  %285 = load ptr, ptr %284, align 8, !tbaa !24
  %286 = icmp eq ptr %285, null
  br i1 %286, label %291, label %278, !llvm.loop !28

287:                                              ; preds = %278
  %288 = getelementptr inbounds i8, ptr %279, i64 8
  %289 = load i32, ptr %288, align 8, !tbaa !29
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %288, align 8, !tbaa !29
  call void @free(ptr noundef %257)
  br label %295

291:                                              ; preds = %283, %271
  %292 = call dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  store ptr %257, ptr %292, align 8, !tbaa !26
  %293 = getelementptr inbounds i8, ptr %292, i64 8
  store i32 1, ptr %293, align 8, !tbaa !29
  %294 = getelementptr inbounds i8, ptr %292, i64 16
  store ptr %276, ptr %294, align 8, !tbaa !30
  store ptr %292, ptr %275, align 8, !tbaa !24
  br label %295

295:                                              ; preds = %291, %287
  %296 = getelementptr inbounds i8, ptr %245, i64 %255
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi ptr [ %296, %295 ], [ %300, %297 ]
  %299 = load i8, ptr %298, align 1, !tbaa !5
  %300 = getelementptr inbounds i8, ptr %298, i64 1
  switch i8 %299, label %244 [
    i8 32, label %297
    i8 0, label %303
  ]

301:                                              ; preds = %309
  %302 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext %310)
  br label %331

303:                                              ; preds = %297, %309
  %304 = phi i64 [ %311, %309 ], [ 0, %297 ]
  %305 = phi i32 [ %310, %309 ], [ 0, %297 ]
  %306 = getelementptr inbounds ptr, ptr %99, i64 %304
  %307 = load ptr, ptr %306, align 8, !tbaa !24
  %308 = icmp eq ptr %307, null
  br i1 %308, label %309, label %313

309:                                              ; preds = %323, %303
  %310 = phi i32 [ %305, %303 ], [ %316, %323 ]
  %311 = add nuw nsw i64 %304, 1
  %312 = icmp eq i64 %311, 16
  br i1 %312, label %301, label %303, !llvm.loop !31

313:                                              ; preds = %303, %323
  %314 = phi ptr [ %325, %323 ], [ %307, %303 ]
  %315 = phi i32 [ %316, %323 ], [ %305, %303 ]
  %316 = add nsw i32 %315, 1
  %317 = getelementptr inbounds i8, ptr %314, i64 8
  %318 = load i32, ptr %317, align 8, !tbaa !29
  %319 = icmp sgt i32 %318, 1
  br i1 %319, label %320, label %323

320:                                              ; preds = %313
  %321 = load ptr, ptr %314, align 8, !tbaa !26
  %322 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %321, i32 noundef signext %318)
  br label %323

323:                                              ; preds = %313, %320
  %324 = getelementptr inbounds i8, ptr %314, i64 16
  %325 = load ptr, ptr %324, align 8, !tbaa !24
  %326 = icmp eq ptr %325, null
  br i1 %326, label %309, label %313, !llvm.loop !32

327:                                              ; preds = %342
  call void @free(ptr noundef %99)
  %328 = call signext i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %329 = call signext i32 @putchar(i32 noundef signext 33)
  %330 = call signext i32 @putchar(i32 noundef signext 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

331:                                              ; preds = %301, %342
  %332 = phi i64 [ 0, %301 ], [ %343, %342 ]
  %333 = getelementptr inbounds ptr, ptr %99, i64 %332
  %334 = load ptr, ptr %333, align 8, !tbaa !24
  %335 = icmp eq ptr %334, null
  br i1 %335, label %342, label %336

336:                                              ; preds = %331, %336
  %337 = phi ptr [ %339, %336 ], [ %334, %331 ]
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load ptr, ptr %338, align 8, !tbaa !30
  %340 = load ptr, ptr %337, align 8, !tbaa !26
  call void @free(ptr noundef %340)
  call void @free(ptr noundef nonnull %337)
  %341 = icmp eq ptr %339, null
  br i1 %341, label %342, label %336, !llvm.loop !33

342:                                              ; preds = %336, %331
  %343 = add nuw nsw i64 %332, 1
  %344 = icmp eq i64 %343, 16
  br i1 %344, label %327, label %331, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strchr(ptr noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @strrchr(ptr noundef, i32 noundef signext) local_unnamed_addr #3

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
define internal fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef signext %2) unnamed_addr #8 {
  %4 = icmp slt i32 %2, 2
  br i1 %4, label %66, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %2, 1
  tail call fastcc void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef signext %6)
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = sub nsw i32 %2, %6
  tail call fastcc void @merge_sort(ptr noundef %8, ptr noundef %1, i32 noundef signext %9)
  br label %16

10:                                               ; preds = %16
  %11 = icmp ult i32 %28, %6
  br i1 %11, label %12, label %38

12:                                               ; preds = %10
  %13 = and i64 %33, 4294967295
  %14 = zext nneg i32 %28 to i64
  %15 = zext nneg i32 %6 to i64
  br label %45

16:                                               ; preds = %5, %16
  %17 = phi i64 [ 0, %5 ], [ %33, %16 ]
  %18 = phi i32 [ %6, %5 ], [ %31, %16 ]
  %19 = phi i32 [ 0, %5 ], [ %28, %16 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !8
  %23 = zext nneg i32 %18 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !8
  %26 = icmp sle i32 %22, %25
  %27 = zext i1 %26 to i32
  %28 = add nuw nsw i32 %19, %27
  %29 = xor i1 %26, true
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %18, %30
  %32 = tail call i32 @llvm.smin.i32(i32 %22, i32 %25)
  %33 = add nuw nsw i64 %17, 1
  %34 = getelementptr inbounds i32, ptr %1, i64 %17
  store i32 %32, ptr %34, align 4, !tbaa !8
  %35 = icmp ult i32 %28, %6
  %36 = icmp slt i32 %31, %2
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %16, label %10, !llvm.loop !35

38:                                               ; preds = %45, %10
  %39 = phi i64 [ %33, %10 ], [ %51, %45 ]
  %40 = icmp slt i32 %31, %2
  br i1 %40, label %41, label %63

41:                                               ; preds = %38
  %42 = and i64 %39, 4294967295
  %43 = zext nneg i32 %31 to i64
  %44 = zext nneg i32 %2 to i64
  br label %54

45:                                               ; preds = %12, %45
  %46 = phi i64 [ %14, %12 ], [ %48, %45 ]
  %47 = phi i64 [ %13, %12 ], [ %51, %45 ]
  %48 = add nuw nsw i64 %46, 1
  %49 = getelementptr inbounds i32, ptr %0, i64 %46
  %50 = load i32, ptr %49, align 4, !tbaa !8
  %51 = add nuw nsw i64 %47, 1
  %52 = getelementptr inbounds i32, ptr %1, i64 %47
  store i32 %50, ptr %52, align 4, !tbaa !8
  %53 = icmp eq i64 %48, %15
  br i1 %53, label %38, label %45, !llvm.loop !36

54:                                               ; preds = %41, %54
  %55 = phi i64 [ %43, %41 ], [ %57, %54 ]
  %56 = phi i64 [ %42, %41 ], [ %60, %54 ]
  %57 = add nuw nsw i64 %55, 1
  %58 = getelementptr inbounds i32, ptr %0, i64 %55
  %59 = load i32, ptr %58, align 4, !tbaa !8
  %60 = add nuw nsw i64 %56, 1
  %61 = getelementptr inbounds i32, ptr %1, i64 %56
  store i32 %59, ptr %61, align 4, !tbaa !8
  %62 = icmp eq i64 %57, %44
  br i1 %62, label %63, label %54, !llvm.loop !37

63:                                               ; preds = %54, %38
  %64 = zext nneg i32 %2 to i64
  %65 = shl nuw nsw i64 %64, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %0, ptr nonnull align 4 %1, i64 %65, i1 false)
  br label %66

66:                                               ; preds = %3, %63
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quick_sort(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #8 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %52

5:                                                ; preds = %3, %48
  %6 = phi i32 [ %50, %48 ], [ %1, %3 ]
  %7 = phi i32 [ %49, %48 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %5, %38
  %14 = phi i32 [ %7, %5 ], [ %40, %38 ]
  %15 = phi i32 [ %6, %5 ], [ %39, %38 ]
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !8
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i64 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !38

23:                                               ; preds = %17
  %24 = sext i32 %14 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ]
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !8
  %29 = icmp sgt i32 %28, %12
  %30 = add nsw i64 %26, -1
  br i1 %29, label %25, label %31, !llvm.loop !39

31:                                               ; preds = %25
  %32 = trunc nsw i64 %18 to i32
  %33 = trunc nsw i64 %26 to i32
  %34 = icmp sgt i64 %18, %26
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  store i32 %28, ptr %19, align 4, !tbaa !8
  store i32 %20, ptr %27, align 4, !tbaa !8
  %36 = add nsw i32 %32, 1
  %37 = add nsw i32 %33, -1
  br label %38

38:                                               ; preds = %35, %31
  %39 = phi i32 [ %36, %35 ], [ %32, %31 ]
  %40 = phi i32 [ %37, %35 ], [ %33, %31 ]
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %13, !llvm.loop !40

42:                                               ; preds = %38
  %43 = sub nsw i32 %40, %6
  %44 = sub nsw i32 %7, %39
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef signext %6, i32 noundef signext %40)
  br label %48

47:                                               ; preds = %42
  tail call fastcc void @quick_sort(ptr noundef nonnull %0, i32 noundef signext %39, i32 noundef signext %7)
  br label %48

48:                                               ; preds = %47, %46
  %49 = phi i32 [ %7, %46 ], [ %40, %47 ]
  %50 = phi i32 [ %39, %46 ], [ %6, %47 ]
  %51 = icmp slt i32 %50, %49
  br i1 %51, label %5, label %52, !llvm.loop !41

52:                                               ; preds = %48, %3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare signext i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef signext i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @putchar(i32 noundef signext) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
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
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
!40 = distinct !{!40, !11}
!41 = distinct !{!41, !11}
