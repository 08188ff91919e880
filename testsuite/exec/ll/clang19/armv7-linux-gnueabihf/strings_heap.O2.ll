; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: nounwind
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
  store i8 0, ptr %24, align 1, !tbaa !5
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
  store i32 %47, ptr %49, align 4, !tbaa !8
  %50 = icmp eq i32 %48, 1000
  br i1 %50, label %55, label %34, !llvm.loop !10

51:                                               ; preds = %55
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1000, i32 noundef %45, i64 noundef %61)
  %53 = call dereferenceable_or_null(4000) ptr @malloc(i32 noundef 4000) #13
  %54 = call dereferenceable_or_null(4000) ptr @malloc(i32 noundef 4000) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  br label %64

55:                                               ; preds = %43, %55
  %56 = phi i64 [ %61, %55 ], [ 0, %43 ]
  %57 = phi i32 [ %62, %55 ], [ 0, %43 ]
  %58 = getelementptr inbounds i32, ptr %44, i32 %57
  %59 = load i32, ptr %58, align 4, !tbaa !8
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %56, %60
  %62 = add nuw nsw i32 %57, 1
  %63 = icmp eq i32 %62, 1000
  br i1 %63, label %51, label %55, !llvm.loop !12

64:                                               ; preds = %51, %210
  %65 = phi i32 [ 0, %51 ], [ %213, %210 ]
  br label %88

66:                                               ; preds = %210
  %67 = load i32, ptr %4, align 4, !tbaa !8
  %68 = getelementptr inbounds i8, ptr %4, i32 4
  %69 = load i32, ptr %68, align 4, !tbaa !8
  %70 = getelementptr inbounds i8, ptr %4, i32 8
  %71 = load i32, ptr %70, align 4, !tbaa !8
  %72 = getelementptr inbounds i8, ptr %4, i32 12
  %73 = load i32, ptr %72, align 4, !tbaa !8
  %74 = getelementptr inbounds i8, ptr %53, i32 3996
  %75 = load i32, ptr %74, align 4, !tbaa !8
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %194, i32 noundef %75)
  call void @free(ptr noundef %53)
  call void @free(ptr noundef %54)
  call void @free(ptr noundef %44)
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.25)
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.25)
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.22, ptr noundef nonnull @.str.25)
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.23, ptr noundef nonnull @.str.25)
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.25)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.26)
  %86 = call dereferenceable_or_null(64) ptr @calloc(i32 noundef 16, i32 noundef 4) #15
  br label %215

87:                                               ; preds = %88
  switch i32 %65, label %193 [
    i32 0, label %99
    i32 1, label %117
    i32 2, label %118
    i32 3, label %119
  ]

88:                                               ; preds = %64, %88
  %89 = phi i32 [ 0, %64 ], [ %97, %88 ]
  %90 = phi i32 [ 12345, %64 ], [ %92, %88 ]
  %91 = mul i32 %90, 1103515245
  %92 = add i32 %91, 12345
  %93 = lshr i32 %92, 8
  %94 = urem i32 %93, 2000
  %95 = add nsw i32 %94, -1000
  %96 = getelementptr inbounds i32, ptr %53, i32 %89
  store i32 %95, ptr %96, align 4, !tbaa !8
  %97 = add nuw nsw i32 %89, 1
  %98 = icmp eq i32 %97, 1000
  br i1 %98, label %87, label %88, !llvm.loop !13

99:                                               ; preds = %87, %112
  %100 = phi i32 [ %115, %112 ], [ 1, %87 ]
  %101 = getelementptr inbounds i32, ptr %53, i32 %100
  %102 = load i32, ptr %101, align 4, !tbaa !8
  br label %103

103:                                              ; preds = %109, %99
  %104 = phi i32 [ %100, %99 ], [ %105, %109 ]
  %105 = add nsw i32 %104, -1
  %106 = getelementptr inbounds i32, ptr %53, i32 %105
  %107 = load i32, ptr %106, align 4, !tbaa !8
  %108 = icmp sgt i32 %107, %102
  br i1 %108, label %109, label %112

109:                                              ; preds = %103
  %110 = getelementptr inbounds i32, ptr %53, i32 %104
  store i32 %107, ptr %110, align 4, !tbaa !8
  %111 = icmp sgt i32 %104, 1
  br i1 %111, label %103, label %112, !llvm.loop !14

112:                                              ; preds = %109, %103
  %113 = phi i32 [ 0, %109 ], [ %104, %103 ]
  %114 = getelementptr inbounds i32, ptr %53, i32 %113
  store i32 %102, ptr %114, align 4, !tbaa !8
  %115 = add nuw nsw i32 %100, 1
  %116 = icmp eq i32 %115, 1000
  br i1 %116, label %193, label %99, !llvm.loop !15

117:                                              ; preds = %87
  call fastcc void @merge_sort(ptr noundef nonnull %53, ptr noundef %54, i32 noundef 1000)
  br label %193

118:                                              ; preds = %87
  call fastcc void @quick_sort(ptr noundef nonnull %53, i32 noundef 0, i32 noundef 999)
  br label %193

119:                                              ; preds = %87, %152
  %120 = phi i32 [ %153, %152 ], [ 499, %87 ]
  br label %121

121:                                              ; preds = %147, %119
  %122 = phi i32 [ %145, %147 ], [ %120, %119 ]
  %123 = shl nsw i32 %122, 1
  %124 = or disjoint i32 %123, 1
  %125 = icmp slt i32 %124, 1000
  br i1 %125, label %126, label %133

126:                                              ; preds = %121
  %127 = getelementptr inbounds i32, ptr %53, i32 %124
  %128 = load i32, ptr %127, align 4, !tbaa !8
  %129 = getelementptr inbounds i32, ptr %53, i32 %122
  %130 = load i32, ptr %129, align 4, !tbaa !8
  %131 = icmp sgt i32 %128, %130
  %132 = select i1 %131, i32 %124, i32 %122
  br label %133

133:                                              ; preds = %126, %121
  %134 = phi i32 [ %122, %121 ], [ %132, %126 ]
  %135 = icmp slt i32 %122, 499
  br i1 %135, label %136, label %144

136:                                              ; preds = %133
  %137 = add nsw i32 %123, 2
  %138 = getelementptr inbounds i32, ptr %53, i32 %137
  %139 = load i32, ptr %138, align 4, !tbaa !8
  %140 = getelementptr inbounds i32, ptr %53, i32 %134
  %141 = load i32, ptr %140, align 4, !tbaa !8
  %142 = icmp sgt i32 %139, %141
  %143 = select i1 %142, i32 %137, i32 %134
  br label %144

144:                                              ; preds = %136, %133
  %145 = phi i32 [ %134, %133 ], [ %143, %136 ]
  %146 = icmp eq i32 %145, %122
  br i1 %146, label %152, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds i32, ptr %53, i32 %122
  %149 = load i32, ptr %148, align 4, !tbaa !8
  %150 = getelementptr inbounds i32, ptr %53, i32 %145
  %151 = load i32, ptr %150, align 4, !tbaa !8
  store i32 %151, ptr %148, align 4, !tbaa !8
  store i32 %149, ptr %150, align 4, !tbaa !8
  br label %121

152:                                              ; preds = %144
  %153 = add nsw i32 %120, -1
  %154 = icmp eq i32 %120, 0
  br i1 %154, label %155, label %119, !llvm.loop !16

155:                                              ; preds = %152, %190
  %156 = phi i32 [ %191, %190 ], [ 999, %152 ]
  br label %157

157:                                              ; preds = %188, %155
  %158 = phi ptr [ %189, %188 ], [ %53, %155 ]
  %159 = phi i32 [ %186, %188 ], [ %156, %155 ]
  %160 = phi i32 [ %186, %188 ], [ 0, %155 ]
  %161 = load i32, ptr %158, align 4, !tbaa !8
  %162 = getelementptr inbounds i32, ptr %53, i32 %159
  %163 = load i32, ptr %162, align 4, !tbaa !8
  store i32 %163, ptr %158, align 4, !tbaa !8
  store i32 %161, ptr %162, align 4, !tbaa !8
  %164 = shl nsw i32 %160, 1
  %165 = or disjoint i32 %164, 1
  %166 = icmp slt i32 %165, %156
  br i1 %166, label %167, label %174

167:                                              ; preds = %157
  %168 = getelementptr inbounds i32, ptr %53, i32 %165
  %169 = load i32, ptr %168, align 4, !tbaa !8
  %170 = getelementptr inbounds i32, ptr %53, i32 %160
  %171 = load i32, ptr %170, align 4, !tbaa !8
  %172 = icmp sgt i32 %169, %171
  %173 = select i1 %172, i32 %165, i32 %160
  br label %174

174:                                              ; preds = %167, %157
  %175 = phi i32 [ %160, %157 ], [ %173, %167 ]
  %176 = add nsw i32 %164, 2
  %177 = icmp slt i32 %176, %156
  br i1 %177, label %178, label %185

178:                                              ; preds = %174
  %179 = getelementptr inbounds i32, ptr %53, i32 %176
  %180 = load i32, ptr %179, align 4, !tbaa !8
  %181 = getelementptr inbounds i32, ptr %53, i32 %175
  %182 = load i32, ptr %181, align 4, !tbaa !8
  %183 = icmp sgt i32 %180, %182
  %184 = select i1 %183, i32 %176, i32 %175
  br label %185

185:                                              ; preds = %178, %174
  %186 = phi i32 [ %175, %174 ], [ %184, %178 ]
  %187 = icmp eq i32 %186, %160
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = getelementptr inbounds i32, ptr %53, i32 %160
  br label %157

190:                                              ; preds = %185
  %191 = add nsw i32 %156, -1
  %192 = icmp ugt i32 %156, 1
  br i1 %192, label %155, label %193, !llvm.loop !17

193:                                              ; preds = %190, %112, %87, %118, %117
  %194 = load i32, ptr %53, align 4, !tbaa !8
  %195 = xor i32 %194, -2128831035
  %196 = mul i32 %195, 16777619
  br label %197

197:                                              ; preds = %205, %193
  %198 = phi i32 [ 1, %193 ], [ %208, %205 ]
  %199 = phi i32 [ %196, %193 ], [ %207, %205 ]
  %200 = getelementptr i32, ptr %53, i32 %198
  %201 = getelementptr i8, ptr %200, i32 -4
  %202 = load i32, ptr %201, align 4, !tbaa !8
  %203 = load i32, ptr %200, align 4, !tbaa !8
  %204 = icmp sgt i32 %202, %203
  br i1 %204, label %210, label %205

205:                                              ; preds = %197
  %206 = xor i32 %203, %199
  %207 = mul i32 %206, 16777619
  %208 = add nuw nsw i32 %198, 1
  %209 = icmp eq i32 %208, 1000
  br i1 %209, label %210, label %197, !llvm.loop !18

210:                                              ; preds = %197, %205
  %211 = phi i32 [ %207, %205 ], [ 0, %197 ]
  %212 = getelementptr inbounds [4 x i32], ptr %4, i32 0, i32 %65
  store i32 %211, ptr %212, align 4, !tbaa !8
  %213 = add nuw nsw i32 %65, 1
  %214 = icmp eq i32 %213, 4
  br i1 %214, label %66, label %64, !llvm.loop !20

215:                                              ; preds = %267, %66
  %216 = phi ptr [ @.str.27, %66 ], [ %268, %267 ]
  %217 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %216, i32 noundef 32) #12
  %218 = icmp eq ptr %217, null
  br i1 %218, label %223, label %219

219:                                              ; preds = %215
  %220 = ptrtoint ptr %217 to i32
  %221 = ptrtoint ptr %216 to i32
  %222 = sub i32 %220, %221
  br label %225

223:                                              ; preds = %215
  %224 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %216) #12
  br label %225

225:                                              ; preds = %223, %219
  %226 = phi i32 [ %222, %219 ], [ %224, %223 ]
  %227 = add i32 %226, 1
  %228 = call ptr @malloc(i32 noundef %227) #13
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %228, ptr nonnull align 1 %216, i32 %226, i1 false)
  %229 = getelementptr inbounds i8, ptr %228, i32 %226
  store i8 0, ptr %229, align 1, !tbaa !5
  %230 = load i8, ptr %228, align 1, !tbaa !5
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %242, label %232

232:                                              ; preds = %225, %232
  %233 = phi i8 [ %240, %232 ], [ %230, %225 ]
  %234 = phi i32 [ %239, %232 ], [ 5381, %225 ]
  %235 = phi ptr [ %237, %232 ], [ %228, %225 ]
  %236 = mul i32 %234, 33
  %237 = getelementptr inbounds i8, ptr %235, i32 1
  %238 = zext i8 %233 to i32
  %239 = add i32 %236, %238
  %240 = load i8, ptr %237, align 1, !tbaa !5
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %242, label %232, !llvm.loop !21

242:                                              ; preds = %232, %225
  %243 = phi i32 [ 5381, %225 ], [ %239, %232 ]
  %244 = and i32 %243, 15
  %245 = getelementptr inbounds ptr, ptr %86, i32 %244
  %246 = load ptr, ptr %245, align 4, !tbaa !22
  %247 = icmp eq ptr %246, null
  br i1 %247, label %261, label %248

248:                                              ; preds = %242, %253
  %249 = phi ptr [ %255, %253 ], [ %246, %242 ]
  %250 = load ptr, ptr %249, align 4, !tbaa !24
  %251 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %250, ptr noundef nonnull dereferenceable(1) %228) #12
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %257, label %253

253:                                              ; preds = %248
  %254 = getelementptr inbounds i8, ptr %249, i32 8
  %255 = load ptr, ptr %254, align 4, !tbaa !22
  %256 = icmp eq ptr %255, null
  br i1 %256, label %261, label %248, !llvm.loop !26

257:                                              ; preds = %248
  %258 = getelementptr inbounds i8, ptr %249, i32 4
  %259 = load i32, ptr %258, align 4, !tbaa !27
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %258, align 4, !tbaa !27
  call void @free(ptr noundef %228)
  br label %265

261:                                              ; preds = %253, %242
  %262 = call dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #13
  store ptr %228, ptr %262, align 4, !tbaa !24
  %263 = getelementptr inbounds i8, ptr %262, i32 4
  store i32 1, ptr %263, align 4, !tbaa !27
  %264 = getelementptr inbounds i8, ptr %262, i32 8
  store ptr %246, ptr %264, align 4, !tbaa !28
  store ptr %262, ptr %245, align 4, !tbaa !22
  br label %265

265:                                              ; preds = %261, %257
  %266 = getelementptr inbounds i8, ptr %216, i32 %226
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi ptr [ %266, %265 ], [ %270, %267 ]
  %269 = load i8, ptr %268, align 1, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %268, i32 1
  switch i8 %269, label %215 [
    i8 32, label %267
    i8 0, label %273
  ]

271:                                              ; preds = %279
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %280)
  br label %301

273:                                              ; preds = %267, %279
  %274 = phi i32 [ %281, %279 ], [ 0, %267 ]
  %275 = phi i32 [ %280, %279 ], [ 0, %267 ]
  %276 = getelementptr inbounds ptr, ptr %86, i32 %274
  %277 = load ptr, ptr %276, align 4, !tbaa !22
  %278 = icmp eq ptr %277, null
  br i1 %278, label %279, label %283

279:                                              ; preds = %293, %273
  %280 = phi i32 [ %275, %273 ], [ %286, %293 ]
  %281 = add nuw nsw i32 %274, 1
  %282 = icmp eq i32 %281, 16
  br i1 %282, label %271, label %273, !llvm.loop !29

283:                                              ; preds = %273, %293
  %284 = phi ptr [ %295, %293 ], [ %277, %273 ]
  %285 = phi i32 [ %286, %293 ], [ %275, %273 ]
  %286 = add nsw i32 %285, 1
  %287 = getelementptr inbounds i8, ptr %284, i32 4
  %288 = load i32, ptr %287, align 4, !tbaa !27
  %289 = icmp sgt i32 %288, 1
  br i1 %289, label %290, label %293

290:                                              ; preds = %283
  %291 = load ptr, ptr %284, align 4, !tbaa !24
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef %291, i32 noundef %288)
  br label %293

293:                                              ; preds = %283, %290
  %294 = getelementptr inbounds i8, ptr %284, i32 8
  %295 = load ptr, ptr %294, align 4, !tbaa !22
  %296 = icmp eq ptr %295, null
  br i1 %296, label %279, label %283, !llvm.loop !30

297:                                              ; preds = %312
  call void @free(ptr noundef %86)
  %298 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.30)
  %299 = call i32 @putchar(i32 noundef 33)
  %300 = call i32 @putchar(i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #12
  ret i32 19

301:                                              ; preds = %271, %312
  %302 = phi i32 [ 0, %271 ], [ %313, %312 ]
  %303 = getelementptr inbounds ptr, ptr %86, i32 %302
  %304 = load ptr, ptr %303, align 4, !tbaa !22
  %305 = icmp eq ptr %304, null
  br i1 %305, label %312, label %306

306:                                              ; preds = %301, %306
  %307 = phi ptr [ %309, %306 ], [ %304, %301 ]
  %308 = getelementptr inbounds i8, ptr %307, i32 8
  %309 = load ptr, ptr %308, align 4, !tbaa !28
  %310 = load ptr, ptr %307, align 4, !tbaa !24
  call void @free(ptr noundef %310)
  call void @free(ptr noundef nonnull %307)
  %311 = icmp eq ptr %309, null
  br i1 %311, label %312, label %306, !llvm.loop !31

312:                                              ; preds = %306, %301
  %313 = add nuw nsw i32 %302, 1
  %314 = icmp eq i32 %313, 16
  br i1 %314, label %297, label %301, !llvm.loop !32
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
  %16 = load i32, ptr %15, align 4, !tbaa !8
  %17 = getelementptr inbounds i32, ptr %0, i32 %13
  %18 = load i32, ptr %17, align 4, !tbaa !8
  %19 = icmp sle i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = add nuw nsw i32 %14, %20
  %22 = xor i1 %19, true
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %13, %23
  %25 = tail call i32 @llvm.smin.i32(i32 %16, i32 %18)
  %26 = add nuw nsw i32 %12, 1
  %27 = getelementptr inbounds i32, ptr %1, i32 %12
  store i32 %25, ptr %27, align 4, !tbaa !8
  %28 = icmp ult i32 %21, %6
  %29 = icmp slt i32 %24, %2
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %11, label %9, !llvm.loop !33

31:                                               ; preds = %34, %9
  %32 = phi i32 [ %26, %9 ], [ %40, %34 ]
  %33 = icmp slt i32 %24, %2
  br i1 %33, label %43, label %52

34:                                               ; preds = %9, %34
  %35 = phi i32 [ %40, %34 ], [ %26, %9 ]
  %36 = phi i32 [ %37, %34 ], [ %21, %9 ]
  %37 = add nuw nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr %0, i32 %36
  %39 = load i32, ptr %38, align 4, !tbaa !8
  %40 = add nuw nsw i32 %35, 1
  %41 = getelementptr inbounds i32, ptr %1, i32 %35
  store i32 %39, ptr %41, align 4, !tbaa !8
  %42 = icmp eq i32 %37, %6
  br i1 %42, label %31, label %34, !llvm.loop !34

43:                                               ; preds = %31, %43
  %44 = phi i32 [ %49, %43 ], [ %32, %31 ]
  %45 = phi i32 [ %46, %43 ], [ %24, %31 ]
  %46 = add nuw nsw i32 %45, 1
  %47 = getelementptr inbounds i32, ptr %0, i32 %45
  %48 = load i32, ptr %47, align 4, !tbaa !8
  %49 = add nuw nsw i32 %44, 1
  %50 = getelementptr inbounds i32, ptr %1, i32 %44
  store i32 %48, ptr %50, align 4, !tbaa !8
  %51 = icmp eq i32 %46, %2
  br i1 %51, label %52, label %43, !llvm.loop !35

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
  br i1 %4, label %5, label %47

5:                                                ; preds = %3, %43
  %6 = phi i32 [ %45, %43 ], [ %1, %3 ]
  %7 = phi i32 [ %44, %43 ], [ %2, %3 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds i32, ptr %0, i32 %9
  %11 = load i32, ptr %10, align 4, !tbaa !8
  br label %12

12:                                               ; preds = %5, %33
  %13 = phi i32 [ %7, %5 ], [ %35, %33 ]
  %14 = phi i32 [ %6, %5 ], [ %34, %33 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %20, %15 ], [ %14, %12 ]
  %17 = getelementptr inbounds i32, ptr %0, i32 %16
  %18 = load i32, ptr %17, align 4, !tbaa !8
  %19 = icmp slt i32 %18, %11
  %20 = add nsw i32 %16, 1
  br i1 %19, label %15, label %21, !llvm.loop !36

21:                                               ; preds = %15
  %22 = getelementptr inbounds i32, ptr %0, i32 %16
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ %28, %23 ], [ %13, %21 ]
  %25 = getelementptr inbounds i32, ptr %0, i32 %24
  %26 = load i32, ptr %25, align 4, !tbaa !8
  %27 = icmp sgt i32 %26, %11
  %28 = add nsw i32 %24, -1
  br i1 %27, label %23, label %29, !llvm.loop !37

29:                                               ; preds = %23
  %30 = icmp sgt i32 %16, %24
  br i1 %30, label %33, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds i32, ptr %0, i32 %24
  store i32 %26, ptr %22, align 4, !tbaa !8
  store i32 %18, ptr %32, align 4, !tbaa !8
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %20, %31 ], [ %16, %29 ]
  %35 = phi i32 [ %28, %31 ], [ %24, %29 ]
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %37, label %12, !llvm.loop !38

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
  br i1 %46, label %5, label %47, !llvm.loop !39

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

attributes #0 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nosync nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { allocsize(1) }
attributes #15 = { allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !6, i64 0}
!24 = !{!25, !23, i64 0}
!25 = !{!"Entry", !23, i64 0, !9, i64 4, !23, i64 8}
!26 = distinct !{!26, !11}
!27 = !{!25, !9, i64 4}
!28 = !{!25, !23, i64 8}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
