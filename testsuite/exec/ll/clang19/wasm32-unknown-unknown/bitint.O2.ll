; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [7 x i8] c"50! = \00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"100! mod 2^512 = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"60! mod 2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(50!/7) = \00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"  / 1000003 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"  / -(2^100+7) = \00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"  %% -(2^100+7) = \00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"  >> 77 = \00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"  << 3 = \00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"big / (big >> 70) = \00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"big %% 0xffffffffffffffc5 = \00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"rotl 13 = \00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"3^1000 mod (2^199-1) = \00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"7^(2^150) mod (2^127-1) = \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"u129 max = \00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c", +1 = \00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"i129 min = \00", align 1
@.str.19 = private unnamed_addr constant [28 x i8] c", < 0: %d, as u129 > 1: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"narrow: %lld %u %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"from long long: \00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"add_overflow: %d \00", align 1
@.str.24 = private unnamed_addr constant [21 x i8] c"mul_overflow: %d %d \00", align 1
@.str.25 = private unnamed_addr constant [18 x i8] c"sub_overflow: %d \00", align 1
@.str.26 = private unnamed_addr constant [27 x i8] c"popcount %d clz %d ctz %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [47 x i8] c"popcount(u200 max) %d clz(1) %d ctz(2^199) %d\0A\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"switch:\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"bit-field: \00", align 1
@.str.32 = private unnamed_addr constant [12 x i8] c"  b wraps: \00", align 1
@.str.33 = private unnamed_addr constant [14 x i8] c", a kept: %d\0A\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"pair: \00", align 1
@.str.35 = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca [160 x i8], align 16
  %2 = alloca [160 x i8], align 16
  %3 = alloca [160 x i8], align 16
  %4 = alloca [160 x i8], align 16
  %5 = alloca [160 x i8], align 16
  %6 = alloca [160 x i8], align 16
  %7 = alloca [160 x i8], align 16
  %8 = alloca [160 x i8], align 16
  %9 = alloca [160 x i8], align 16
  %10 = alloca [160 x i8], align 16
  %11 = alloca [160 x i8], align 16
  %12 = alloca [160 x i8], align 16
  %13 = alloca [160 x i8], align 16
  %14 = alloca [160 x i8], align 16
  %15 = alloca [8 x i256], align 16
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %14) #3
  br label %17

17:                                               ; preds = %29, %0
  %18 = phi i512 [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ], [ %35, %29 ]
  %19 = phi i32 [ 0, %0 ], [ %33, %29 ]
  %20 = freeze i512 %18
  %21 = udiv i512 %20, 10
  %22 = mul i512 %21, 10
  %23 = sub i512 %20, %22
  %24 = trunc nuw nsw i512 %23 to i8
  %25 = or disjoint i8 %24, 48
  %26 = or disjoint i32 %19, 1
  %27 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %19
  store i8 %25, ptr %27, align 2, !tbaa !2
  %28 = icmp ult i512 %18, 10
  br i1 %28, label %36, label %29, !llvm.loop !5

29:                                               ; preds = %17
  %30 = urem i512 %21, 10
  %31 = trunc nuw nsw i512 %30 to i8
  %32 = or disjoint i8 %31, 48
  %33 = add nuw nsw i32 %19, 2
  %34 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %26
  store i8 %32, ptr %34, align 1, !tbaa !2
  %35 = udiv i512 %18, 100
  br label %17

36:                                               ; preds = %17, %36
  %37 = phi i32 [ %38, %36 ], [ %26, %17 ]
  %38 = add nsw i32 %37, -1
  %39 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %38
  %40 = load i8, ptr %39, align 1, !tbaa !2
  %41 = sext i8 %40 to i32
  %42 = tail call i32 @putchar(i32 %41)
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %44, label %36, !llvm.loop !7

44:                                               ; preds = %36
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %14) #3
  %45 = tail call i32 @putchar(i32 10)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7615934871426038123)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2942341209429710569)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7417316921074365874)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7765839507864143593)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 4996476375798957804)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -5496873336702303510)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2825382156216303616)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %56 = tail call i32 @putchar(i32 10)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %63 = tail call i32 @putchar(i32 10)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %65 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #3
  br label %66

66:                                               ; preds = %66, %44
  %67 = phi i512 [ 4344870457387625434801801166580681263482520224137216000000000000, %44 ], [ %82, %66 ]
  %68 = phi i32 [ 0, %44 ], [ %80, %66 ]
  %69 = freeze i512 %67
  %70 = udiv i512 %69, 10
  %71 = mul i512 %70, 10
  %72 = sub i512 %69, %71
  %73 = trunc nuw nsw i512 %72 to i8
  %74 = or disjoint i8 %73, 48
  %75 = or disjoint i32 %68, 1
  %76 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %68
  store i8 %74, ptr %76, align 2, !tbaa !2
  %77 = urem i512 %70, 10
  %78 = trunc nuw nsw i512 %77 to i8
  %79 = or disjoint i8 %78, 48
  %80 = add nuw nsw i32 %68, 2
  %81 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %75
  store i8 %79, ptr %81, align 1, !tbaa !2
  %82 = udiv i512 %67, 100
  %83 = icmp ult i512 %67, 100
  br i1 %83, label %84, label %66, !llvm.loop !5

84:                                               ; preds = %66, %84
  %85 = phi i32 [ %86, %84 ], [ %80, %66 ]
  %86 = add nsw i32 %85, -1
  %87 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %86
  %88 = load i8, ptr %87, align 1, !tbaa !2
  %89 = sext i8 %88 to i32
  %90 = tail call i32 @putchar(i32 %89)
  %91 = icmp eq i32 %86, 0
  br i1 %91, label %92, label %84, !llvm.loop !7

92:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #3
  %93 = tail call i32 @putchar(i32 10)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %95 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #3
  br label %96

96:                                               ; preds = %96, %92
  %97 = phi i512 [ 4344857422815356988730834974075759036205411607902392292823, %92 ], [ %112, %96 ]
  %98 = phi i32 [ 0, %92 ], [ %110, %96 ]
  %99 = freeze i512 %97
  %100 = udiv i512 %99, 10
  %101 = mul i512 %100, 10
  %102 = sub i512 %99, %101
  %103 = trunc nuw nsw i512 %102 to i8
  %104 = or disjoint i8 %103, 48
  %105 = or disjoint i32 %98, 1
  %106 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %98
  store i8 %104, ptr %106, align 2, !tbaa !2
  %107 = urem i512 %100, 10
  %108 = trunc nuw nsw i512 %107 to i8
  %109 = or disjoint i8 %108, 48
  %110 = add nuw nsw i32 %98, 2
  %111 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %105
  store i8 %109, ptr %111, align 1, !tbaa !2
  %112 = udiv i512 %97, 100
  %113 = icmp ult i512 %97, 100
  br i1 %113, label %114, label %96, !llvm.loop !5

114:                                              ; preds = %96, %114
  %115 = phi i32 [ %116, %114 ], [ %110, %96 ]
  %116 = add nsw i32 %115, -1
  %117 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %116
  %118 = load i8, ptr %117, align 1, !tbaa !2
  %119 = sext i8 %118 to i32
  %120 = tail call i32 @putchar(i32 %119)
  %121 = icmp eq i32 %116, 0
  br i1 %121, label %122, label %114, !llvm.loop !7

122:                                              ; preds = %114
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #3
  %123 = tail call i32 @putchar(i32 10)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %125 = tail call i32 @putchar(i32 45)
  %126 = tail call i32 @putchar(i32 49)
  %127 = tail call i32 @putchar(i32 50)
  %128 = tail call i32 @putchar(i32 49)
  %129 = tail call i32 @putchar(i32 53)
  %130 = tail call i32 @putchar(i32 51)
  %131 = tail call i32 @putchar(i32 49)
  %132 = tail call i32 @putchar(i32 10)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %11) #3
  br label %134

134:                                              ; preds = %134, %122
  %135 = phi i512 [ 3427498442082833800366089325649191, %122 ], [ %150, %134 ]
  %136 = phi i32 [ 0, %122 ], [ %148, %134 ]
  %137 = freeze i512 %135
  %138 = udiv i512 %137, 10
  %139 = mul i512 %138, 10
  %140 = sub i512 %137, %139
  %141 = trunc nuw nsw i512 %140 to i8
  %142 = or disjoint i8 %141, 48
  %143 = or disjoint i32 %136, 1
  %144 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %136
  store i8 %142, ptr %144, align 2, !tbaa !2
  %145 = urem i512 %138, 10
  %146 = trunc nuw nsw i512 %145 to i8
  %147 = or disjoint i8 %146, 48
  %148 = add nuw nsw i32 %136, 2
  %149 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %143
  store i8 %147, ptr %149, align 1, !tbaa !2
  %150 = udiv i512 %135, 100
  %151 = icmp ult i512 %135, 100
  br i1 %151, label %152, label %134, !llvm.loop !5

152:                                              ; preds = %134, %152
  %153 = phi i32 [ %154, %152 ], [ %148, %134 ]
  %154 = add nsw i32 %153, -1
  %155 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %154
  %156 = load i8, ptr %155, align 1, !tbaa !2
  %157 = sext i8 %156 to i32
  %158 = tail call i32 @putchar(i32 %157)
  %159 = icmp eq i32 %154, 0
  br i1 %159, label %160, label %152, !llvm.loop !7

160:                                              ; preds = %152
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %11) #3
  %161 = tail call i32 @putchar(i32 10)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %163 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10) #3
  br label %164

164:                                              ; preds = %164, %160
  %165 = phi i512 [ 427870619339166170912919204847, %160 ], [ %180, %164 ]
  %166 = phi i32 [ 0, %160 ], [ %178, %164 ]
  %167 = freeze i512 %165
  %168 = udiv i512 %167, 10
  %169 = mul i512 %168, 10
  %170 = sub i512 %167, %169
  %171 = trunc nuw nsw i512 %170 to i8
  %172 = or disjoint i8 %171, 48
  %173 = or disjoint i32 %166, 1
  %174 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %166
  store i8 %172, ptr %174, align 2, !tbaa !2
  %175 = urem i512 %168, 10
  %176 = trunc nuw nsw i512 %175 to i8
  %177 = or disjoint i8 %176, 48
  %178 = add nuw nsw i32 %166, 2
  %179 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %173
  store i8 %177, ptr %179, align 1, !tbaa !2
  %180 = udiv i512 %165, 100
  %181 = icmp ult i512 %165, 100
  br i1 %181, label %182, label %164, !llvm.loop !5

182:                                              ; preds = %164, %182
  %183 = phi i32 [ %184, %182 ], [ %178, %164 ]
  %184 = add nsw i32 %183, -1
  %185 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %184
  %186 = load i8, ptr %185, align 1, !tbaa !2
  %187 = sext i8 %186 to i32
  %188 = tail call i32 @putchar(i32 %187)
  %189 = icmp eq i32 %184, 0
  br i1 %189, label %190, label %182, !llvm.loop !7

190:                                              ; preds = %182
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10) #3
  %191 = tail call i32 @putchar(i32 10)
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %193 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #3
  br label %194

194:                                              ; preds = %206, %190
  %195 = phi i512 [ 28751940851243596280421379846014180622146, %190 ], [ %212, %206 ]
  %196 = phi i32 [ 0, %190 ], [ %210, %206 ]
  %197 = freeze i512 %195
  %198 = udiv i512 %197, 10
  %199 = mul i512 %198, 10
  %200 = sub i512 %197, %199
  %201 = trunc nuw nsw i512 %200 to i8
  %202 = or disjoint i8 %201, 48
  %203 = or disjoint i32 %196, 1
  %204 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %196
  store i8 %202, ptr %204, align 2, !tbaa !2
  %205 = icmp ult i512 %195, 10
  br i1 %205, label %213, label %206, !llvm.loop !5

206:                                              ; preds = %194
  %207 = urem i512 %198, 10
  %208 = trunc nuw nsw i512 %207 to i8
  %209 = or disjoint i8 %208, 48
  %210 = add nuw nsw i32 %196, 2
  %211 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %203
  store i8 %209, ptr %211, align 1, !tbaa !2
  %212 = udiv i512 %195, 100
  br label %194

213:                                              ; preds = %194, %213
  %214 = phi i32 [ %215, %213 ], [ %203, %194 ]
  %215 = add nsw i32 %214, -1
  %216 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %215
  %217 = load i8, ptr %216, align 1, !tbaa !2
  %218 = sext i8 %217 to i32
  %219 = tail call i32 @putchar(i32 %218)
  %220 = icmp eq i32 %215, 0
  br i1 %220, label %221, label %213, !llvm.loop !7

221:                                              ; preds = %213
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #3
  %222 = tail call i32 @putchar(i32 10)
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %224 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #3
  br label %225

225:                                              ; preds = %237, %221
  %226 = phi i512 [ 34758963659101003478414409332645450107860161793097728000000000000, %221 ], [ %243, %237 ]
  %227 = phi i32 [ 0, %221 ], [ %241, %237 ]
  %228 = freeze i512 %226
  %229 = udiv i512 %228, 10
  %230 = mul i512 %229, 10
  %231 = sub i512 %228, %230
  %232 = trunc nuw nsw i512 %231 to i8
  %233 = or disjoint i8 %232, 48
  %234 = or disjoint i32 %227, 1
  %235 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %227
  store i8 %233, ptr %235, align 2, !tbaa !2
  %236 = icmp ult i512 %226, 10
  br i1 %236, label %244, label %237, !llvm.loop !5

237:                                              ; preds = %225
  %238 = urem i512 %229, 10
  %239 = trunc nuw nsw i512 %238 to i8
  %240 = or disjoint i8 %239, 48
  %241 = add nuw nsw i32 %227, 2
  %242 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %234
  store i8 %240, ptr %242, align 1, !tbaa !2
  %243 = udiv i512 %226, 100
  br label %225

244:                                              ; preds = %225, %244
  %245 = phi i32 [ %246, %244 ], [ %234, %225 ]
  %246 = add nsw i32 %245, -1
  %247 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %246
  %248 = load i8, ptr %247, align 1, !tbaa !2
  %249 = sext i8 %248 to i32
  %250 = tail call i32 @putchar(i32 %249)
  %251 = icmp eq i32 %246, 0
  br i1 %251, label %252, label %244, !llvm.loop !7

252:                                              ; preds = %244
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #3
  %253 = tail call i32 @putchar(i32 10)
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #3
  br label %255

255:                                              ; preds = %255, %252
  %256 = phi i512 [ 1180591620717411303424, %252 ], [ %271, %255 ]
  %257 = phi i32 [ 0, %252 ], [ %269, %255 ]
  %258 = freeze i512 %256
  %259 = udiv i512 %258, 10
  %260 = mul i512 %259, 10
  %261 = sub i512 %258, %260
  %262 = trunc nuw nsw i512 %261 to i8
  %263 = or disjoint i8 %262, 48
  %264 = or disjoint i32 %257, 1
  %265 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %257
  store i8 %263, ptr %265, align 2, !tbaa !2
  %266 = urem i512 %259, 10
  %267 = trunc nuw nsw i512 %266 to i8
  %268 = or disjoint i8 %267, 48
  %269 = add nuw nsw i32 %257, 2
  %270 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %264
  store i8 %268, ptr %270, align 1, !tbaa !2
  %271 = udiv i512 %256, 100
  %272 = icmp eq i32 %269, 22
  br i1 %272, label %273, label %255, !llvm.loop !5

273:                                              ; preds = %255
  %274 = getelementptr inbounds i8, ptr %7, i32 21
  %275 = load i8, ptr %274, align 1, !tbaa !2
  %276 = sext i8 %275 to i32
  %277 = tail call i32 @putchar(i32 %276)
  %278 = getelementptr inbounds i8, ptr %7, i32 20
  %279 = load i8, ptr %278, align 4, !tbaa !2
  %280 = sext i8 %279 to i32
  %281 = tail call i32 @putchar(i32 %280)
  %282 = getelementptr inbounds i8, ptr %7, i32 19
  %283 = load i8, ptr %282, align 1, !tbaa !2
  %284 = sext i8 %283 to i32
  %285 = tail call i32 @putchar(i32 %284)
  %286 = getelementptr inbounds i8, ptr %7, i32 18
  %287 = load i8, ptr %286, align 2, !tbaa !2
  %288 = sext i8 %287 to i32
  %289 = tail call i32 @putchar(i32 %288)
  %290 = getelementptr inbounds i8, ptr %7, i32 17
  %291 = load i8, ptr %290, align 1, !tbaa !2
  %292 = sext i8 %291 to i32
  %293 = tail call i32 @putchar(i32 %292)
  %294 = getelementptr inbounds i8, ptr %7, i32 16
  %295 = load i8, ptr %294, align 16, !tbaa !2
  %296 = sext i8 %295 to i32
  %297 = tail call i32 @putchar(i32 %296)
  %298 = getelementptr inbounds i8, ptr %7, i32 15
  %299 = load i8, ptr %298, align 1, !tbaa !2
  %300 = sext i8 %299 to i32
  %301 = tail call i32 @putchar(i32 %300)
  %302 = getelementptr inbounds i8, ptr %7, i32 14
  %303 = load i8, ptr %302, align 2, !tbaa !2
  %304 = sext i8 %303 to i32
  %305 = tail call i32 @putchar(i32 %304)
  %306 = getelementptr inbounds i8, ptr %7, i32 13
  %307 = load i8, ptr %306, align 1, !tbaa !2
  %308 = sext i8 %307 to i32
  %309 = tail call i32 @putchar(i32 %308)
  %310 = getelementptr inbounds i8, ptr %7, i32 12
  %311 = load i8, ptr %310, align 4, !tbaa !2
  %312 = sext i8 %311 to i32
  %313 = tail call i32 @putchar(i32 %312)
  %314 = getelementptr inbounds i8, ptr %7, i32 11
  %315 = load i8, ptr %314, align 1, !tbaa !2
  %316 = sext i8 %315 to i32
  %317 = tail call i32 @putchar(i32 %316)
  %318 = getelementptr inbounds i8, ptr %7, i32 10
  %319 = load i8, ptr %318, align 2, !tbaa !2
  %320 = sext i8 %319 to i32
  %321 = tail call i32 @putchar(i32 %320)
  %322 = getelementptr inbounds i8, ptr %7, i32 9
  %323 = load i8, ptr %322, align 1, !tbaa !2
  %324 = sext i8 %323 to i32
  %325 = tail call i32 @putchar(i32 %324)
  %326 = getelementptr inbounds i8, ptr %7, i32 8
  %327 = load i8, ptr %326, align 8, !tbaa !2
  %328 = sext i8 %327 to i32
  %329 = tail call i32 @putchar(i32 %328)
  %330 = getelementptr inbounds i8, ptr %7, i32 7
  %331 = load i8, ptr %330, align 1, !tbaa !2
  %332 = sext i8 %331 to i32
  %333 = tail call i32 @putchar(i32 %332)
  %334 = getelementptr inbounds i8, ptr %7, i32 6
  %335 = load i8, ptr %334, align 2, !tbaa !2
  %336 = sext i8 %335 to i32
  %337 = tail call i32 @putchar(i32 %336)
  %338 = getelementptr inbounds i8, ptr %7, i32 5
  %339 = load i8, ptr %338, align 1, !tbaa !2
  %340 = sext i8 %339 to i32
  %341 = tail call i32 @putchar(i32 %340)
  %342 = getelementptr inbounds i8, ptr %7, i32 4
  %343 = load i8, ptr %342, align 4, !tbaa !2
  %344 = sext i8 %343 to i32
  %345 = tail call i32 @putchar(i32 %344)
  %346 = getelementptr inbounds i8, ptr %7, i32 3
  %347 = load i8, ptr %346, align 1, !tbaa !2
  %348 = sext i8 %347 to i32
  %349 = tail call i32 @putchar(i32 %348)
  %350 = getelementptr inbounds i8, ptr %7, i32 2
  %351 = load i8, ptr %350, align 2, !tbaa !2
  %352 = sext i8 %351 to i32
  %353 = tail call i32 @putchar(i32 %352)
  %354 = getelementptr inbounds i8, ptr %7, i32 1
  %355 = load i8, ptr %354, align 1, !tbaa !2
  %356 = sext i8 %355 to i32
  %357 = tail call i32 @putchar(i32 %356)
  %358 = load i8, ptr %7, align 16, !tbaa !2
  %359 = sext i8 %358 to i32
  %360 = tail call i32 @putchar(i32 %359)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #3
  %361 = tail call i32 @putchar(i32 10)
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %365 = tail call i32 @putchar(i32 10)
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %372 = tail call i32 @putchar(i32 10)
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #3
  br label %374

374:                                              ; preds = %374, %273
  %375 = phi i512 [ 232903844422231563002894095864749153869098384508326780633371, %273 ], [ %390, %374 ]
  %376 = phi i32 [ 0, %273 ], [ %388, %374 ]
  %377 = freeze i512 %375
  %378 = udiv i512 %377, 10
  %379 = mul i512 %378, 10
  %380 = sub i512 %377, %379
  %381 = trunc nuw nsw i512 %380 to i8
  %382 = or disjoint i8 %381, 48
  %383 = or disjoint i32 %376, 1
  %384 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %376
  store i8 %382, ptr %384, align 2, !tbaa !2
  %385 = urem i512 %378, 10
  %386 = trunc nuw nsw i512 %385 to i8
  %387 = or disjoint i8 %386, 48
  %388 = add nuw nsw i32 %376, 2
  %389 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %383
  store i8 %387, ptr %389, align 1, !tbaa !2
  %390 = udiv i512 %375, 100
  %391 = icmp ult i512 %375, 100
  br i1 %391, label %392, label %374, !llvm.loop !5

392:                                              ; preds = %374, %392
  %393 = phi i32 [ %394, %392 ], [ %388, %374 ]
  %394 = add nsw i32 %393, -1
  %395 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %394
  %396 = load i8, ptr %395, align 1, !tbaa !2
  %397 = sext i8 %396 to i32
  %398 = tail call i32 @putchar(i32 %397)
  %399 = icmp eq i32 %394, 0
  br i1 %399, label %400, label %392, !llvm.loop !7

400:                                              ; preds = %392
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #3
  %401 = tail call i32 @putchar(i32 10)
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %403

403:                                              ; preds = %412, %400
  %404 = phi i512 [ 7, %400 ], [ %415, %412 ]
  %405 = phi i512 [ 1, %400 ], [ %413, %412 ]
  %406 = phi i200 [ 1427247692705959881058285969449495136382746624, %400 ], [ %416, %412 ]
  %407 = and i200 %406, 1
  %408 = icmp eq i200 %407, 0
  br i1 %408, label %412, label %409

409:                                              ; preds = %403
  %410 = mul nuw nsw i512 %405, %404
  %411 = urem i512 %410, 170141183460469231731687303715884105727
  br label %412

412:                                              ; preds = %409, %403
  %413 = phi i512 [ %411, %409 ], [ %405, %403 ]
  %414 = mul nuw nsw i512 %404, %404
  %415 = urem i512 %414, 170141183460469231731687303715884105727
  %416 = lshr i200 %406, 1
  %417 = icmp ult i200 %406, 2
  br i1 %417, label %418, label %403, !llvm.loop !8

418:                                              ; preds = %412
  %419 = and i512 %413, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #3
  br label %420

420:                                              ; preds = %420, %418
  %421 = phi i512 [ %419, %418 ], [ %424, %420 ]
  %422 = phi i32 [ 0, %418 ], [ %429, %420 ]
  %423 = freeze i512 %421
  %424 = udiv i512 %423, 10
  %425 = mul i512 %424, 10
  %426 = sub i512 %423, %425
  %427 = trunc nuw nsw i512 %426 to i8
  %428 = or disjoint i8 %427, 48
  %429 = add nuw nsw i32 %422, 1
  %430 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %422
  store i8 %428, ptr %430, align 1, !tbaa !2
  %431 = icmp ult i512 %421, 10
  br i1 %431, label %432, label %420, !llvm.loop !5

432:                                              ; preds = %420, %432
  %433 = phi i32 [ %434, %432 ], [ %429, %420 ]
  %434 = add nsw i32 %433, -1
  %435 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %434
  %436 = load i8, ptr %435, align 1, !tbaa !2
  %437 = sext i8 %436 to i32
  %438 = tail call i32 @putchar(i32 %437)
  %439 = icmp eq i32 %434, 0
  br i1 %439, label %440, label %432, !llvm.loop !7

440:                                              ; preds = %432
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #3
  %441 = tail call i32 @putchar(i32 10)
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %444 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %450 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %452 = tail call i32 @putchar(i32 10)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  %454 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #3
  br label %455

455:                                              ; preds = %466, %440
  %456 = phi i512 [ 340282366920938463463374607431768211456, %440 ], [ %473, %466 ]
  %457 = phi i32 [ 0, %440 ], [ %471, %466 ]
  %458 = freeze i512 %456
  %459 = udiv i512 %458, 10
  %460 = mul i512 %459, 10
  %461 = sub i512 %458, %460
  %462 = trunc nuw nsw i512 %461 to i8
  %463 = or disjoint i8 %462, 48
  %464 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %457
  store i8 %463, ptr %464, align 2, !tbaa !2
  %465 = icmp eq i32 %457, 38
  br i1 %465, label %474, label %466, !llvm.loop !5

466:                                              ; preds = %455
  %467 = or disjoint i32 %457, 1
  %468 = urem i512 %459, 10
  %469 = trunc nuw nsw i512 %468 to i8
  %470 = or disjoint i8 %469, 48
  %471 = add nuw nsw i32 %457, 2
  %472 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %467
  store i8 %470, ptr %472, align 1, !tbaa !2
  %473 = udiv i512 %456, 100
  br label %455

474:                                              ; preds = %455, %474
  %475 = phi i32 [ %476, %474 ], [ 39, %455 ]
  %476 = add nsw i32 %475, -1
  %477 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %476
  %478 = load i8, ptr %477, align 1, !tbaa !2
  %479 = sext i8 %478 to i32
  %480 = tail call i32 @putchar(i32 %479)
  %481 = icmp eq i32 %476, 0
  br i1 %481, label %482, label %474, !llvm.loop !7

482:                                              ; preds = %474
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #3
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 1)
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %485 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  %487 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #3
  br label %488

488:                                              ; preds = %488, %482
  %489 = phi i512 [ 123456789876542523086415, %482 ], [ %504, %488 ]
  %490 = phi i32 [ 0, %482 ], [ %502, %488 ]
  %491 = freeze i512 %489
  %492 = udiv i512 %491, 10
  %493 = mul i512 %492, 10
  %494 = sub i512 %491, %493
  %495 = trunc nuw nsw i512 %494 to i8
  %496 = or disjoint i8 %495, 48
  %497 = or disjoint i32 %490, 1
  %498 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %490
  store i8 %496, ptr %498, align 2, !tbaa !2
  %499 = urem i512 %492, 10
  %500 = trunc nuw nsw i512 %499 to i8
  %501 = or disjoint i8 %500, 48
  %502 = add nuw nsw i32 %490, 2
  %503 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %497
  store i8 %501, ptr %503, align 1, !tbaa !2
  %504 = udiv i512 %489, 100
  %505 = icmp eq i32 %502, 24
  br i1 %505, label %506, label %488, !llvm.loop !5

506:                                              ; preds = %488
  %507 = getelementptr inbounds i8, ptr %3, i32 23
  %508 = load i8, ptr %507, align 1, !tbaa !2
  %509 = sext i8 %508 to i32
  %510 = tail call i32 @putchar(i32 %509)
  %511 = getelementptr inbounds i8, ptr %3, i32 22
  %512 = load i8, ptr %511, align 2, !tbaa !2
  %513 = sext i8 %512 to i32
  %514 = tail call i32 @putchar(i32 %513)
  %515 = getelementptr inbounds i8, ptr %3, i32 21
  %516 = load i8, ptr %515, align 1, !tbaa !2
  %517 = sext i8 %516 to i32
  %518 = tail call i32 @putchar(i32 %517)
  %519 = getelementptr inbounds i8, ptr %3, i32 20
  %520 = load i8, ptr %519, align 4, !tbaa !2
  %521 = sext i8 %520 to i32
  %522 = tail call i32 @putchar(i32 %521)
  %523 = getelementptr inbounds i8, ptr %3, i32 19
  %524 = load i8, ptr %523, align 1, !tbaa !2
  %525 = sext i8 %524 to i32
  %526 = tail call i32 @putchar(i32 %525)
  %527 = getelementptr inbounds i8, ptr %3, i32 18
  %528 = load i8, ptr %527, align 2, !tbaa !2
  %529 = sext i8 %528 to i32
  %530 = tail call i32 @putchar(i32 %529)
  %531 = getelementptr inbounds i8, ptr %3, i32 17
  %532 = load i8, ptr %531, align 1, !tbaa !2
  %533 = sext i8 %532 to i32
  %534 = tail call i32 @putchar(i32 %533)
  %535 = getelementptr inbounds i8, ptr %3, i32 16
  %536 = load i8, ptr %535, align 16, !tbaa !2
  %537 = sext i8 %536 to i32
  %538 = tail call i32 @putchar(i32 %537)
  %539 = getelementptr inbounds i8, ptr %3, i32 15
  %540 = load i8, ptr %539, align 1, !tbaa !2
  %541 = sext i8 %540 to i32
  %542 = tail call i32 @putchar(i32 %541)
  %543 = getelementptr inbounds i8, ptr %3, i32 14
  %544 = load i8, ptr %543, align 2, !tbaa !2
  %545 = sext i8 %544 to i32
  %546 = tail call i32 @putchar(i32 %545)
  %547 = getelementptr inbounds i8, ptr %3, i32 13
  %548 = load i8, ptr %547, align 1, !tbaa !2
  %549 = sext i8 %548 to i32
  %550 = tail call i32 @putchar(i32 %549)
  %551 = getelementptr inbounds i8, ptr %3, i32 12
  %552 = load i8, ptr %551, align 4, !tbaa !2
  %553 = sext i8 %552 to i32
  %554 = tail call i32 @putchar(i32 %553)
  %555 = getelementptr inbounds i8, ptr %3, i32 11
  %556 = load i8, ptr %555, align 1, !tbaa !2
  %557 = sext i8 %556 to i32
  %558 = tail call i32 @putchar(i32 %557)
  %559 = getelementptr inbounds i8, ptr %3, i32 10
  %560 = load i8, ptr %559, align 2, !tbaa !2
  %561 = sext i8 %560 to i32
  %562 = tail call i32 @putchar(i32 %561)
  %563 = getelementptr inbounds i8, ptr %3, i32 9
  %564 = load i8, ptr %563, align 1, !tbaa !2
  %565 = sext i8 %564 to i32
  %566 = tail call i32 @putchar(i32 %565)
  %567 = getelementptr inbounds i8, ptr %3, i32 8
  %568 = load i8, ptr %567, align 8, !tbaa !2
  %569 = sext i8 %568 to i32
  %570 = tail call i32 @putchar(i32 %569)
  %571 = getelementptr inbounds i8, ptr %3, i32 7
  %572 = load i8, ptr %571, align 1, !tbaa !2
  %573 = sext i8 %572 to i32
  %574 = tail call i32 @putchar(i32 %573)
  %575 = getelementptr inbounds i8, ptr %3, i32 6
  %576 = load i8, ptr %575, align 2, !tbaa !2
  %577 = sext i8 %576 to i32
  %578 = tail call i32 @putchar(i32 %577)
  %579 = getelementptr inbounds i8, ptr %3, i32 5
  %580 = load i8, ptr %579, align 1, !tbaa !2
  %581 = sext i8 %580 to i32
  %582 = tail call i32 @putchar(i32 %581)
  %583 = getelementptr inbounds i8, ptr %3, i32 4
  %584 = load i8, ptr %583, align 4, !tbaa !2
  %585 = sext i8 %584 to i32
  %586 = tail call i32 @putchar(i32 %585)
  %587 = getelementptr inbounds i8, ptr %3, i32 3
  %588 = load i8, ptr %587, align 1, !tbaa !2
  %589 = sext i8 %588 to i32
  %590 = tail call i32 @putchar(i32 %589)
  %591 = getelementptr inbounds i8, ptr %3, i32 2
  %592 = load i8, ptr %591, align 2, !tbaa !2
  %593 = sext i8 %592 to i32
  %594 = tail call i32 @putchar(i32 %593)
  %595 = getelementptr inbounds i8, ptr %3, i32 1
  %596 = load i8, ptr %595, align 1, !tbaa !2
  %597 = sext i8 %596 to i32
  %598 = tail call i32 @putchar(i32 %597)
  %599 = load i8, ptr %3, align 16, !tbaa !2
  %600 = sext i8 %599 to i32
  %601 = tail call i32 @putchar(i32 %600)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #3
  %602 = tail call i32 @putchar(i32 10)
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 1)
  %604 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #3
  br label %605

605:                                              ; preds = %616, %506
  %606 = phi i512 [ 57896044618658097711785492504343953926634992332820282019728792003956564819968, %506 ], [ %623, %616 ]
  %607 = phi i32 [ 0, %506 ], [ %621, %616 ]
  %608 = freeze i512 %606
  %609 = udiv i512 %608, 10
  %610 = mul i512 %609, 10
  %611 = sub i512 %608, %610
  %612 = trunc nuw nsw i512 %611 to i8
  %613 = or disjoint i8 %612, 48
  %614 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %607
  store i8 %613, ptr %614, align 2, !tbaa !2
  %615 = icmp eq i32 %607, 76
  br i1 %615, label %624, label %616, !llvm.loop !5

616:                                              ; preds = %605
  %617 = or disjoint i32 %607, 1
  %618 = urem i512 %609, 10
  %619 = trunc nuw nsw i512 %618 to i8
  %620 = or disjoint i8 %619, 48
  %621 = add nuw nsw i32 %607, 2
  %622 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %617
  store i8 %620, ptr %622, align 1, !tbaa !2
  %623 = udiv i512 %606, 100
  br label %605

624:                                              ; preds = %605, %624
  %625 = phi i32 [ %626, %624 ], [ 77, %605 ]
  %626 = add nsw i32 %625, -1
  %627 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %626
  %628 = load i8, ptr %627, align 1, !tbaa !2
  %629 = sext i8 %628 to i32
  %630 = tail call i32 @putchar(i32 %629)
  %631 = icmp eq i32 %626, 0
  br i1 %631, label %667, label %624, !llvm.loop !7

632:                                              ; preds = %632, %667
  %633 = phi i512 [ 1809251394333065548785470339220737987330501442994884001039758166775616765833, %667 ], [ %648, %632 ]
  %634 = phi i32 [ 0, %667 ], [ %646, %632 ]
  %635 = freeze i512 %633
  %636 = udiv i512 %635, 10
  %637 = mul i512 %636, 10
  %638 = sub i512 %635, %637
  %639 = trunc nuw nsw i512 %638 to i8
  %640 = or disjoint i8 %639, 48
  %641 = or disjoint i32 %634, 1
  %642 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %634
  store i8 %640, ptr %642, align 2, !tbaa !2
  %643 = urem i512 %636, 10
  %644 = trunc nuw nsw i512 %643 to i8
  %645 = or disjoint i8 %644, 48
  %646 = add nuw nsw i32 %634, 2
  %647 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %641
  store i8 %645, ptr %647, align 1, !tbaa !2
  %648 = udiv i512 %633, 100
  %649 = icmp eq i32 %646, 76
  br i1 %649, label %650, label %632, !llvm.loop !5

650:                                              ; preds = %632, %650
  %651 = phi i32 [ %652, %650 ], [ 76, %632 ]
  %652 = add nsw i32 %651, -1
  %653 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %652
  %654 = load i8, ptr %653, align 1, !tbaa !2
  %655 = sext i8 %654 to i32
  %656 = tail call i32 @putchar(i32 %655)
  %657 = icmp eq i32 %652, 0
  br i1 %657, label %658, label %650, !llvm.loop !7

658:                                              ; preds = %650
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #3
  %659 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #3
  store i256 72555702159401713385052640506756751399, ptr %15, align 16, !tbaa !9
  %660 = getelementptr inbounds i8, ptr %15, i32 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %660, align 16, !tbaa !9
  %661 = getelementptr inbounds i8, ptr %15, i32 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %661, align 16, !tbaa !9
  %662 = getelementptr inbounds i8, ptr %15, i32 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %662, align 16, !tbaa !9
  %663 = getelementptr inbounds i8, ptr %15, i32 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %663, align 16, !tbaa !9
  %664 = getelementptr inbounds i8, ptr %15, i32 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %664, align 16, !tbaa !9
  %665 = getelementptr inbounds i8, ptr %15, i32 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %665, align 16, !tbaa !9
  %666 = getelementptr inbounds i8, ptr %15, i32 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %666, align 16, !tbaa !9
  br label %709

667:                                              ; preds = %624
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #3
  %668 = tail call i32 @putchar(i32 10)
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 1, i32 noundef 0)
  %670 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %675 = tail call i32 @putchar(i32 10)
  %676 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %678 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %682 = tail call i32 @putchar(i32 10)
  %683 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %684 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %685 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2)
  %688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 3)
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 4)
  %690 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 5)
  %691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %693 = tail call i32 @putchar(i32 10)
  %694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %699 = tail call i32 @putchar(i32 32)
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %702 = tail call i32 @putchar(i32 10)
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %706 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1)
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  %708 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #3
  br label %632

709:                                              ; preds = %658, %750
  %710 = phi i32 [ 8, %658 ], [ %752, %750 ]
  %711 = phi i32 [ 0, %658 ], [ %751, %750 ]
  %712 = icmp ult i32 %711, 7
  br i1 %712, label %713, label %750

713:                                              ; preds = %709
  %714 = load i256, ptr %15, align 16, !tbaa !9
  br label %754

715:                                              ; preds = %750
  %716 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %717 = load i256, ptr %15, align 16, !tbaa !9
  %718 = lshr i256 %717, 136
  %719 = trunc i256 %718 to i64
  %720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %719)
  %721 = load i256, ptr %660, align 16, !tbaa !9
  %722 = lshr i256 %721, 136
  %723 = trunc i256 %722 to i64
  %724 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %723)
  %725 = load i256, ptr %661, align 16, !tbaa !9
  %726 = lshr i256 %725, 136
  %727 = trunc i256 %726 to i64
  %728 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %727)
  %729 = load i256, ptr %662, align 16, !tbaa !9
  %730 = lshr i256 %729, 136
  %731 = trunc i256 %730 to i64
  %732 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %731)
  %733 = load i256, ptr %663, align 16, !tbaa !9
  %734 = lshr i256 %733, 136
  %735 = trunc i256 %734 to i64
  %736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %735)
  %737 = load i256, ptr %664, align 16, !tbaa !9
  %738 = lshr i256 %737, 136
  %739 = trunc i256 %738 to i64
  %740 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %739)
  %741 = load i256, ptr %665, align 16, !tbaa !9
  %742 = lshr i256 %741, 136
  %743 = trunc i256 %742 to i64
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %743)
  %745 = load i256, ptr %666, align 16, !tbaa !9
  %746 = lshr i256 %745, 136
  %747 = trunc i256 %746 to i64
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %747)
  %749 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #3
  ret i32 41

750:                                              ; preds = %767, %709
  %751 = add nuw nsw i32 %711, 1
  %752 = add nsw i32 %710, -1
  %753 = icmp eq i32 %751, 8
  br i1 %753, label %715, label %709, !llvm.loop !11

754:                                              ; preds = %713, %767
  %755 = phi i256 [ %768, %767 ], [ %714, %713 ]
  %756 = phi i32 [ %769, %767 ], [ 1, %713 ]
  %757 = phi i32 [ %756, %767 ], [ 0, %713 ]
  %758 = trunc i256 %755 to i200
  %759 = getelementptr inbounds [8 x i256], ptr %15, i32 0, i32 %756
  %760 = load i256, ptr %759, align 16, !tbaa !9
  %761 = trunc i256 %760 to i200
  %762 = icmp ugt i200 %758, %761
  br i1 %762, label %763, label %767

763:                                              ; preds = %754
  %764 = getelementptr inbounds [8 x i256], ptr %15, i32 0, i32 %757
  %765 = and i256 %755, 1606938044258990275541962092341162602522202993782792835301375
  %766 = and i256 %760, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %766, ptr %764, align 16, !tbaa !9
  store i256 %765, ptr %759, align 16, !tbaa !9
  br label %767

767:                                              ; preds = %754, %763
  %768 = phi i256 [ %760, %754 ], [ %765, %763 ]
  %769 = add nuw nsw i32 %756, 1
  %770 = icmp eq i32 %769, %710
  br i1 %770, label %750, label %754, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{!10, !10, i64 0}
!10 = !{!"_BitInt(200)", !3, i64 0}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
