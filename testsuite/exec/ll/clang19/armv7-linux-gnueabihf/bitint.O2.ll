; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [160 x i8], align 1
  %2 = alloca [160 x i8], align 1
  %3 = alloca [160 x i8], align 1
  %4 = alloca [160 x i8], align 1
  %5 = alloca [160 x i8], align 1
  %6 = alloca [160 x i8], align 1
  %7 = alloca [160 x i8], align 1
  %8 = alloca [160 x i8], align 1
  %9 = alloca [160 x i8], align 1
  %10 = alloca [160 x i8], align 1
  %11 = alloca [160 x i8], align 1
  %12 = alloca [160 x i8], align 1
  %13 = alloca [8 x i256], align 8
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #3
  br label %15

15:                                               ; preds = %15, %0
  %16 = phi i512 [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ], [ %19, %15 ]
  %17 = phi i32 [ 0, %0 ], [ %24, %15 ]
  %18 = freeze i512 %16
  %19 = udiv i512 %18, 10
  %20 = mul i512 %19, 10
  %21 = sub i512 %18, %20
  %22 = trunc nuw nsw i512 %21 to i8
  %23 = or disjoint i8 %22, 48
  %24 = add nuw nsw i32 %17, 1
  %25 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %17
  store i8 %23, ptr %25, align 1, !tbaa !5
  %26 = icmp ult i512 %16, 10
  br i1 %26, label %27, label %15, !llvm.loop !8

27:                                               ; preds = %15, %27
  %28 = phi i32 [ %29, %27 ], [ %24, %15 ]
  %29 = add nsw i32 %28, -1
  %30 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %29
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = tail call i32 @putchar(i32 %32)
  %34 = icmp eq i32 %29, 0
  br i1 %34, label %35, label %27, !llvm.loop !10

35:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #3
  %36 = tail call i32 @putchar(i32 10)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i32 [ %41, %39 ], [ 8, %35 ]
  %41 = add nsw i32 %40, -1
  %42 = shl nsw i32 %41, 6
  %43 = zext nneg i32 %42 to i512
  %44 = lshr i512 -5535556386265728435549156244194402667897212762028833740747314529599420112044896576383013383296473896613844008905641741795567337096073397124630731351392256, %43
  %45 = trunc i512 %44 to i64
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef %45)
  %47 = icmp ugt i32 %40, 1
  br i1 %47, label %39, label %48, !llvm.loop !11

48:                                               ; preds = %39
  %49 = tail call i32 @putchar(i32 10)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %56 = tail call i32 @putchar(i32 10)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %58 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %11) #3
  br label %59

59:                                               ; preds = %59, %48
  %60 = phi i512 [ 4344870457387625434801801166580681263482520224137216000000000000, %48 ], [ %63, %59 ]
  %61 = phi i32 [ 0, %48 ], [ %68, %59 ]
  %62 = freeze i512 %60
  %63 = udiv i512 %62, 10
  %64 = mul i512 %63, 10
  %65 = sub i512 %62, %64
  %66 = trunc nuw nsw i512 %65 to i8
  %67 = or disjoint i8 %66, 48
  %68 = add nuw nsw i32 %61, 1
  %69 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %61
  store i8 %67, ptr %69, align 1, !tbaa !5
  %70 = icmp ult i512 %60, 10
  br i1 %70, label %71, label %59, !llvm.loop !8

71:                                               ; preds = %59, %71
  %72 = phi i32 [ %73, %71 ], [ %68, %59 ]
  %73 = add nsw i32 %72, -1
  %74 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %73
  %75 = load i8, ptr %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i32
  %77 = tail call i32 @putchar(i32 %76)
  %78 = icmp eq i32 %73, 0
  br i1 %78, label %79, label %71, !llvm.loop !10

79:                                               ; preds = %71
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %11) #3
  %80 = tail call i32 @putchar(i32 10)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %82 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10) #3
  br label %83

83:                                               ; preds = %83, %79
  %84 = phi i512 [ 4344857422815356988730834974075759036205411607902392292823, %79 ], [ %87, %83 ]
  %85 = phi i32 [ 0, %79 ], [ %92, %83 ]
  %86 = freeze i512 %84
  %87 = udiv i512 %86, 10
  %88 = mul i512 %87, 10
  %89 = sub i512 %86, %88
  %90 = trunc nuw nsw i512 %89 to i8
  %91 = or disjoint i8 %90, 48
  %92 = add nuw nsw i32 %85, 1
  %93 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %85
  store i8 %91, ptr %93, align 1, !tbaa !5
  %94 = icmp ult i512 %84, 10
  br i1 %94, label %95, label %83, !llvm.loop !8

95:                                               ; preds = %83, %95
  %96 = phi i32 [ %97, %95 ], [ %92, %83 ]
  %97 = add nsw i32 %96, -1
  %98 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %97
  %99 = load i8, ptr %98, align 1, !tbaa !5
  %100 = zext i8 %99 to i32
  %101 = tail call i32 @putchar(i32 %100)
  %102 = icmp eq i32 %97, 0
  br i1 %102, label %103, label %95, !llvm.loop !10

103:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10) #3
  %104 = tail call i32 @putchar(i32 10)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %106 = tail call i32 @putchar(i32 45)
  %107 = tail call i32 @putchar(i32 49)
  %108 = tail call i32 @putchar(i32 50)
  %109 = tail call i32 @putchar(i32 49)
  %110 = tail call i32 @putchar(i32 53)
  %111 = tail call i32 @putchar(i32 51)
  %112 = tail call i32 @putchar(i32 49)
  %113 = tail call i32 @putchar(i32 10)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #3
  br label %115

115:                                              ; preds = %115, %103
  %116 = phi i512 [ 3427498442082833800366089325649191, %103 ], [ %119, %115 ]
  %117 = phi i32 [ 0, %103 ], [ %124, %115 ]
  %118 = freeze i512 %116
  %119 = udiv i512 %118, 10
  %120 = mul i512 %119, 10
  %121 = sub i512 %118, %120
  %122 = trunc nuw nsw i512 %121 to i8
  %123 = or disjoint i8 %122, 48
  %124 = add nuw nsw i32 %117, 1
  %125 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %117
  store i8 %123, ptr %125, align 1, !tbaa !5
  %126 = icmp ult i512 %116, 10
  br i1 %126, label %127, label %115, !llvm.loop !8

127:                                              ; preds = %115
  %128 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %117
  %129 = load i8, ptr %128, align 1, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = tail call i32 @putchar(i32 %130)
  %132 = add nsw i32 %117, -1
  %133 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %132
  %134 = load i8, ptr %133, align 1, !tbaa !5
  %135 = zext i8 %134 to i32
  %136 = tail call i32 @putchar(i32 %135)
  %137 = add nsw i32 %117, -2
  %138 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %137
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %140 = zext i8 %139 to i32
  %141 = tail call i32 @putchar(i32 %140)
  %142 = add nsw i32 %117, -3
  %143 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %142
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = tail call i32 @putchar(i32 %145)
  %147 = add nsw i32 %117, -4
  %148 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %147
  %149 = load i8, ptr %148, align 1, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = tail call i32 @putchar(i32 %150)
  %152 = add nsw i32 %117, -5
  %153 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %152
  %154 = load i8, ptr %153, align 1, !tbaa !5
  %155 = zext i8 %154 to i32
  %156 = tail call i32 @putchar(i32 %155)
  %157 = add nsw i32 %117, -6
  %158 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %157
  %159 = load i8, ptr %158, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = tail call i32 @putchar(i32 %160)
  %162 = add nsw i32 %117, -7
  %163 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %162
  %164 = load i8, ptr %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i32
  %166 = tail call i32 @putchar(i32 %165)
  %167 = add nsw i32 %117, -8
  %168 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %167
  %169 = load i8, ptr %168, align 1, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = tail call i32 @putchar(i32 %170)
  %172 = add nsw i32 %117, -9
  %173 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %172
  %174 = load i8, ptr %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i32
  %176 = tail call i32 @putchar(i32 %175)
  %177 = add nsw i32 %117, -10
  %178 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %177
  %179 = load i8, ptr %178, align 1, !tbaa !5
  %180 = zext i8 %179 to i32
  %181 = tail call i32 @putchar(i32 %180)
  %182 = add nsw i32 %117, -11
  %183 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %182
  %184 = load i8, ptr %183, align 1, !tbaa !5
  %185 = zext i8 %184 to i32
  %186 = tail call i32 @putchar(i32 %185)
  %187 = add nsw i32 %117, -12
  %188 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %187
  %189 = load i8, ptr %188, align 1, !tbaa !5
  %190 = zext i8 %189 to i32
  %191 = tail call i32 @putchar(i32 %190)
  %192 = add nsw i32 %117, -13
  %193 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %192
  %194 = load i8, ptr %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i32
  %196 = tail call i32 @putchar(i32 %195)
  %197 = add nsw i32 %117, -14
  %198 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %197
  %199 = load i8, ptr %198, align 1, !tbaa !5
  %200 = zext i8 %199 to i32
  %201 = tail call i32 @putchar(i32 %200)
  %202 = add nsw i32 %117, -15
  %203 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %202
  %204 = load i8, ptr %203, align 1, !tbaa !5
  %205 = zext i8 %204 to i32
  %206 = tail call i32 @putchar(i32 %205)
  %207 = add nsw i32 %117, -16
  %208 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %207
  %209 = load i8, ptr %208, align 1, !tbaa !5
  %210 = zext i8 %209 to i32
  %211 = tail call i32 @putchar(i32 %210)
  %212 = add nsw i32 %117, -17
  %213 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %212
  %214 = load i8, ptr %213, align 1, !tbaa !5
  %215 = zext i8 %214 to i32
  %216 = tail call i32 @putchar(i32 %215)
  %217 = add nsw i32 %117, -18
  %218 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %217
  %219 = load i8, ptr %218, align 1, !tbaa !5
  %220 = zext i8 %219 to i32
  %221 = tail call i32 @putchar(i32 %220)
  %222 = add nsw i32 %117, -19
  %223 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %222
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = zext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 %225)
  %227 = add nsw i32 %117, -20
  %228 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %227
  %229 = load i8, ptr %228, align 1, !tbaa !5
  %230 = zext i8 %229 to i32
  %231 = tail call i32 @putchar(i32 %230)
  %232 = add nsw i32 %117, -21
  %233 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %232
  %234 = load i8, ptr %233, align 1, !tbaa !5
  %235 = zext i8 %234 to i32
  %236 = tail call i32 @putchar(i32 %235)
  %237 = add nsw i32 %117, -22
  %238 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %237
  %239 = load i8, ptr %238, align 1, !tbaa !5
  %240 = zext i8 %239 to i32
  %241 = tail call i32 @putchar(i32 %240)
  %242 = add nsw i32 %117, -23
  %243 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %242
  %244 = load i8, ptr %243, align 1, !tbaa !5
  %245 = zext i8 %244 to i32
  %246 = tail call i32 @putchar(i32 %245)
  %247 = add nsw i32 %117, -24
  %248 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %247
  %249 = load i8, ptr %248, align 1, !tbaa !5
  %250 = zext i8 %249 to i32
  %251 = tail call i32 @putchar(i32 %250)
  %252 = add nsw i32 %117, -25
  %253 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %252
  %254 = load i8, ptr %253, align 1, !tbaa !5
  %255 = zext i8 %254 to i32
  %256 = tail call i32 @putchar(i32 %255)
  %257 = add nsw i32 %117, -26
  %258 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %257
  %259 = load i8, ptr %258, align 1, !tbaa !5
  %260 = zext i8 %259 to i32
  %261 = tail call i32 @putchar(i32 %260)
  %262 = add nsw i32 %117, -27
  %263 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %262
  %264 = load i8, ptr %263, align 1, !tbaa !5
  %265 = zext i8 %264 to i32
  %266 = tail call i32 @putchar(i32 %265)
  %267 = add nsw i32 %117, -28
  %268 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %267
  %269 = load i8, ptr %268, align 1, !tbaa !5
  %270 = zext i8 %269 to i32
  %271 = tail call i32 @putchar(i32 %270)
  %272 = add nsw i32 %117, -29
  %273 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %272
  %274 = load i8, ptr %273, align 1, !tbaa !5
  %275 = zext i8 %274 to i32
  %276 = tail call i32 @putchar(i32 %275)
  %277 = add nsw i32 %117, -30
  %278 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %277
  %279 = load i8, ptr %278, align 1, !tbaa !5
  %280 = zext i8 %279 to i32
  %281 = tail call i32 @putchar(i32 %280)
  %282 = add nsw i32 %117, -31
  %283 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %282
  %284 = load i8, ptr %283, align 1, !tbaa !5
  %285 = zext i8 %284 to i32
  %286 = tail call i32 @putchar(i32 %285)
  %287 = add nsw i32 %117, -32
  %288 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %287
  %289 = load i8, ptr %288, align 1, !tbaa !5
  %290 = zext i8 %289 to i32
  %291 = tail call i32 @putchar(i32 %290)
  %292 = add nsw i32 %117, -33
  %293 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %292
  %294 = load i8, ptr %293, align 1, !tbaa !5
  %295 = zext i8 %294 to i32
  %296 = tail call i32 @putchar(i32 %295)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #3
  %297 = tail call i32 @putchar(i32 10)
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %299 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #3
  br label %300

300:                                              ; preds = %300, %127
  %301 = phi i512 [ 427870619339166170912919204847, %127 ], [ %304, %300 ]
  %302 = phi i32 [ 0, %127 ], [ %309, %300 ]
  %303 = freeze i512 %301
  %304 = udiv i512 %303, 10
  %305 = mul i512 %304, 10
  %306 = sub i512 %303, %305
  %307 = trunc nuw nsw i512 %306 to i8
  %308 = or disjoint i8 %307, 48
  %309 = add nuw nsw i32 %302, 1
  %310 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %302
  store i8 %308, ptr %310, align 1, !tbaa !5
  %311 = icmp ult i512 %301, 10
  br i1 %311, label %312, label %300, !llvm.loop !8

312:                                              ; preds = %300
  %313 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %302
  %314 = load i8, ptr %313, align 1, !tbaa !5
  %315 = zext i8 %314 to i32
  %316 = tail call i32 @putchar(i32 %315)
  %317 = add nsw i32 %302, -1
  %318 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %317
  %319 = load i8, ptr %318, align 1, !tbaa !5
  %320 = zext i8 %319 to i32
  %321 = tail call i32 @putchar(i32 %320)
  %322 = add nsw i32 %302, -2
  %323 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %322
  %324 = load i8, ptr %323, align 1, !tbaa !5
  %325 = zext i8 %324 to i32
  %326 = tail call i32 @putchar(i32 %325)
  %327 = add nsw i32 %302, -3
  %328 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %327
  %329 = load i8, ptr %328, align 1, !tbaa !5
  %330 = zext i8 %329 to i32
  %331 = tail call i32 @putchar(i32 %330)
  %332 = add nsw i32 %302, -4
  %333 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %332
  %334 = load i8, ptr %333, align 1, !tbaa !5
  %335 = zext i8 %334 to i32
  %336 = tail call i32 @putchar(i32 %335)
  %337 = add nsw i32 %302, -5
  %338 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %337
  %339 = load i8, ptr %338, align 1, !tbaa !5
  %340 = zext i8 %339 to i32
  %341 = tail call i32 @putchar(i32 %340)
  %342 = add nsw i32 %302, -6
  %343 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %342
  %344 = load i8, ptr %343, align 1, !tbaa !5
  %345 = zext i8 %344 to i32
  %346 = tail call i32 @putchar(i32 %345)
  %347 = add nsw i32 %302, -7
  %348 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %347
  %349 = load i8, ptr %348, align 1, !tbaa !5
  %350 = zext i8 %349 to i32
  %351 = tail call i32 @putchar(i32 %350)
  %352 = add nsw i32 %302, -8
  %353 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %352
  %354 = load i8, ptr %353, align 1, !tbaa !5
  %355 = zext i8 %354 to i32
  %356 = tail call i32 @putchar(i32 %355)
  %357 = add nsw i32 %302, -9
  %358 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %357
  %359 = load i8, ptr %358, align 1, !tbaa !5
  %360 = zext i8 %359 to i32
  %361 = tail call i32 @putchar(i32 %360)
  %362 = add nsw i32 %302, -10
  %363 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %362
  %364 = load i8, ptr %363, align 1, !tbaa !5
  %365 = zext i8 %364 to i32
  %366 = tail call i32 @putchar(i32 %365)
  %367 = add nsw i32 %302, -11
  %368 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %367
  %369 = load i8, ptr %368, align 1, !tbaa !5
  %370 = zext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370)
  %372 = add nsw i32 %302, -12
  %373 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %372
  %374 = load i8, ptr %373, align 1, !tbaa !5
  %375 = zext i8 %374 to i32
  %376 = tail call i32 @putchar(i32 %375)
  %377 = add nsw i32 %302, -13
  %378 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %377
  %379 = load i8, ptr %378, align 1, !tbaa !5
  %380 = zext i8 %379 to i32
  %381 = tail call i32 @putchar(i32 %380)
  %382 = add nsw i32 %302, -14
  %383 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %382
  %384 = load i8, ptr %383, align 1, !tbaa !5
  %385 = zext i8 %384 to i32
  %386 = tail call i32 @putchar(i32 %385)
  %387 = add nsw i32 %302, -15
  %388 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %387
  %389 = load i8, ptr %388, align 1, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390)
  %392 = add nsw i32 %302, -16
  %393 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %392
  %394 = load i8, ptr %393, align 1, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = tail call i32 @putchar(i32 %395)
  %397 = add nsw i32 %302, -17
  %398 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %397
  %399 = load i8, ptr %398, align 1, !tbaa !5
  %400 = zext i8 %399 to i32
  %401 = tail call i32 @putchar(i32 %400)
  %402 = add nsw i32 %302, -18
  %403 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %402
  %404 = load i8, ptr %403, align 1, !tbaa !5
  %405 = zext i8 %404 to i32
  %406 = tail call i32 @putchar(i32 %405)
  %407 = add nsw i32 %302, -19
  %408 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %407
  %409 = load i8, ptr %408, align 1, !tbaa !5
  %410 = zext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410)
  %412 = add nsw i32 %302, -20
  %413 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %412
  %414 = load i8, ptr %413, align 1, !tbaa !5
  %415 = zext i8 %414 to i32
  %416 = tail call i32 @putchar(i32 %415)
  %417 = add nsw i32 %302, -21
  %418 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %417
  %419 = load i8, ptr %418, align 1, !tbaa !5
  %420 = zext i8 %419 to i32
  %421 = tail call i32 @putchar(i32 %420)
  %422 = add nsw i32 %302, -22
  %423 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %422
  %424 = load i8, ptr %423, align 1, !tbaa !5
  %425 = zext i8 %424 to i32
  %426 = tail call i32 @putchar(i32 %425)
  %427 = add nsw i32 %302, -23
  %428 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %427
  %429 = load i8, ptr %428, align 1, !tbaa !5
  %430 = zext i8 %429 to i32
  %431 = tail call i32 @putchar(i32 %430)
  %432 = add nsw i32 %302, -24
  %433 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %432
  %434 = load i8, ptr %433, align 1, !tbaa !5
  %435 = zext i8 %434 to i32
  %436 = tail call i32 @putchar(i32 %435)
  %437 = add nsw i32 %302, -25
  %438 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %437
  %439 = load i8, ptr %438, align 1, !tbaa !5
  %440 = zext i8 %439 to i32
  %441 = tail call i32 @putchar(i32 %440)
  %442 = add nsw i32 %302, -26
  %443 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %442
  %444 = load i8, ptr %443, align 1, !tbaa !5
  %445 = zext i8 %444 to i32
  %446 = tail call i32 @putchar(i32 %445)
  %447 = add nsw i32 %302, -27
  %448 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %447
  %449 = load i8, ptr %448, align 1, !tbaa !5
  %450 = zext i8 %449 to i32
  %451 = tail call i32 @putchar(i32 %450)
  %452 = add nsw i32 %302, -28
  %453 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %452
  %454 = load i8, ptr %453, align 1, !tbaa !5
  %455 = zext i8 %454 to i32
  %456 = tail call i32 @putchar(i32 %455)
  %457 = add nsw i32 %302, -29
  %458 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %457
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = zext i8 %459 to i32
  %461 = tail call i32 @putchar(i32 %460)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #3
  %462 = tail call i32 @putchar(i32 10)
  %463 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %464 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #3
  br label %465

465:                                              ; preds = %465, %312
  %466 = phi i512 [ 28751940851243596280421379846014180622146, %312 ], [ %469, %465 ]
  %467 = phi i32 [ 0, %312 ], [ %474, %465 ]
  %468 = freeze i512 %466
  %469 = udiv i512 %468, 10
  %470 = mul i512 %469, 10
  %471 = sub i512 %468, %470
  %472 = trunc nuw nsw i512 %471 to i8
  %473 = or disjoint i8 %472, 48
  %474 = add nuw nsw i32 %467, 1
  %475 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %467
  store i8 %473, ptr %475, align 1, !tbaa !5
  %476 = icmp ult i512 %466, 10
  br i1 %476, label %477, label %465, !llvm.loop !8

477:                                              ; preds = %465, %477
  %478 = phi i32 [ %479, %477 ], [ %474, %465 ]
  %479 = add nsw i32 %478, -1
  %480 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %479
  %481 = load i8, ptr %480, align 1, !tbaa !5
  %482 = zext i8 %481 to i32
  %483 = tail call i32 @putchar(i32 %482)
  %484 = icmp eq i32 %479, 0
  br i1 %484, label %485, label %477, !llvm.loop !10

485:                                              ; preds = %477
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #3
  %486 = tail call i32 @putchar(i32 10)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %488 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #3
  br label %489

489:                                              ; preds = %489, %485
  %490 = phi i512 [ 34758963659101003478414409332645450107860161793097728000000000000, %485 ], [ %493, %489 ]
  %491 = phi i32 [ 0, %485 ], [ %498, %489 ]
  %492 = freeze i512 %490
  %493 = udiv i512 %492, 10
  %494 = mul i512 %493, 10
  %495 = sub i512 %492, %494
  %496 = trunc nuw nsw i512 %495 to i8
  %497 = or disjoint i8 %496, 48
  %498 = add nuw nsw i32 %491, 1
  %499 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %491
  store i8 %497, ptr %499, align 1, !tbaa !5
  %500 = icmp ult i512 %490, 10
  br i1 %500, label %501, label %489, !llvm.loop !8

501:                                              ; preds = %489, %501
  %502 = phi i32 [ %503, %501 ], [ %498, %489 ]
  %503 = add nsw i32 %502, -1
  %504 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %503
  %505 = load i8, ptr %504, align 1, !tbaa !5
  %506 = zext i8 %505 to i32
  %507 = tail call i32 @putchar(i32 %506)
  %508 = icmp eq i32 %503, 0
  br i1 %508, label %509, label %501, !llvm.loop !10

509:                                              ; preds = %501
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #3
  %510 = tail call i32 @putchar(i32 10)
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %512 = tail call i32 @putchar(i32 49)
  %513 = tail call i32 @putchar(i32 49)
  %514 = tail call i32 @putchar(i32 56)
  %515 = tail call i32 @putchar(i32 48)
  %516 = tail call i32 @putchar(i32 53)
  %517 = tail call i32 @putchar(i32 57)
  %518 = tail call i32 @putchar(i32 49)
  %519 = tail call i32 @putchar(i32 54)
  %520 = tail call i32 @putchar(i32 50)
  %521 = tail call i32 @putchar(i32 48)
  %522 = tail call i32 @putchar(i32 55)
  %523 = tail call i32 @putchar(i32 49)
  %524 = tail call i32 @putchar(i32 55)
  %525 = tail call i32 @putchar(i32 52)
  %526 = tail call i32 @putchar(i32 49)
  %527 = tail call i32 @putchar(i32 49)
  %528 = tail call i32 @putchar(i32 51)
  %529 = tail call i32 @putchar(i32 48)
  %530 = tail call i32 @putchar(i32 51)
  %531 = tail call i32 @putchar(i32 52)
  %532 = tail call i32 @putchar(i32 50)
  %533 = tail call i32 @putchar(i32 52)
  %534 = tail call i32 @putchar(i32 10)
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %538 = tail call i32 @putchar(i32 10)
  %539 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %542 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %545 = tail call i32 @putchar(i32 10)
  %546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #3
  br label %547

547:                                              ; preds = %547, %509
  %548 = phi i512 [ 232903844422231563002894095864749153869098384508326780633371, %509 ], [ %551, %547 ]
  %549 = phi i32 [ 0, %509 ], [ %556, %547 ]
  %550 = freeze i512 %548
  %551 = udiv i512 %550, 10
  %552 = mul i512 %551, 10
  %553 = sub i512 %550, %552
  %554 = trunc nuw nsw i512 %553 to i8
  %555 = or disjoint i8 %554, 48
  %556 = add nuw nsw i32 %549, 1
  %557 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %549
  store i8 %555, ptr %557, align 1, !tbaa !5
  %558 = icmp ult i512 %548, 10
  br i1 %558, label %559, label %547, !llvm.loop !8

559:                                              ; preds = %547, %559
  %560 = phi i32 [ %561, %559 ], [ %556, %547 ]
  %561 = add nsw i32 %560, -1
  %562 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %561
  %563 = load i8, ptr %562, align 1, !tbaa !5
  %564 = zext i8 %563 to i32
  %565 = tail call i32 @putchar(i32 %564)
  %566 = icmp eq i32 %561, 0
  br i1 %566, label %567, label %559, !llvm.loop !10

567:                                              ; preds = %559
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #3
  %568 = tail call i32 @putchar(i32 10)
  %569 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %570

570:                                              ; preds = %579, %567
  %571 = phi i512 [ 7, %567 ], [ %582, %579 ]
  %572 = phi i512 [ 1, %567 ], [ %580, %579 ]
  %573 = phi i200 [ 1427247692705959881058285969449495136382746624, %567 ], [ %583, %579 ]
  %574 = and i200 %573, 1
  %575 = icmp eq i200 %574, 0
  br i1 %575, label %579, label %576

576:                                              ; preds = %570
  %577 = mul nuw nsw i512 %572, %571
  %578 = urem i512 %577, 170141183460469231731687303715884105727
  br label %579

579:                                              ; preds = %576, %570
  %580 = phi i512 [ %578, %576 ], [ %572, %570 ]
  %581 = mul nuw nsw i512 %571, %571
  %582 = urem i512 %581, 170141183460469231731687303715884105727
  %583 = lshr i200 %573, 1
  %584 = icmp ult i200 %573, 2
  br i1 %584, label %585, label %570, !llvm.loop !12

585:                                              ; preds = %579
  %586 = and i512 %580, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #3
  br label %587

587:                                              ; preds = %587, %585
  %588 = phi i512 [ %586, %585 ], [ %591, %587 ]
  %589 = phi i32 [ 0, %585 ], [ %596, %587 ]
  %590 = freeze i512 %588
  %591 = udiv i512 %590, 10
  %592 = mul i512 %591, 10
  %593 = sub i512 %590, %592
  %594 = trunc nuw nsw i512 %593 to i8
  %595 = or disjoint i8 %594, 48
  %596 = add nuw nsw i32 %589, 1
  %597 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %589
  store i8 %595, ptr %597, align 1, !tbaa !5
  %598 = icmp ult i512 %588, 10
  br i1 %598, label %599, label %587, !llvm.loop !8

599:                                              ; preds = %587, %599
  %600 = phi i32 [ %601, %599 ], [ %596, %587 ]
  %601 = add nsw i32 %600, -1
  %602 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %601
  %603 = load i8, ptr %602, align 1, !tbaa !5
  %604 = zext i8 %603 to i32
  %605 = tail call i32 @putchar(i32 %604)
  %606 = icmp eq i32 %601, 0
  br i1 %606, label %607, label %599, !llvm.loop !10

607:                                              ; preds = %599
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #3
  %608 = tail call i32 @putchar(i32 10)
  %609 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %612 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %613 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %614 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %618 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %619 = tail call i32 @putchar(i32 10)
  %620 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  %621 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #3
  br label %622

622:                                              ; preds = %622, %607
  %623 = phi i512 [ 340282366920938463463374607431768211456, %607 ], [ %626, %622 ]
  %624 = phi i32 [ 0, %607 ], [ %631, %622 ]
  %625 = freeze i512 %623
  %626 = udiv i512 %625, 10
  %627 = mul i512 %626, 10
  %628 = sub i512 %625, %627
  %629 = trunc nuw nsw i512 %628 to i8
  %630 = or disjoint i8 %629, 48
  %631 = add nuw nsw i32 %624, 1
  %632 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %624
  store i8 %630, ptr %632, align 1, !tbaa !5
  %633 = icmp eq i32 %631, 39
  br i1 %633, label %634, label %622, !llvm.loop !8

634:                                              ; preds = %622, %634
  %635 = phi i32 [ %636, %634 ], [ 39, %622 ]
  %636 = add nsw i32 %635, -1
  %637 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %636
  %638 = load i8, ptr %637, align 1, !tbaa !5
  %639 = zext i8 %638 to i32
  %640 = tail call i32 @putchar(i32 %639)
  %641 = icmp eq i32 %636, 0
  br i1 %641, label %642, label %634, !llvm.loop !10

642:                                              ; preds = %634
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #3
  %643 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 1)
  %644 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %646 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  %647 = tail call i32 @putchar(i32 45)
  %648 = tail call i32 @putchar(i32 49)
  %649 = tail call i32 @putchar(i32 50)
  %650 = tail call i32 @putchar(i32 51)
  %651 = tail call i32 @putchar(i32 52)
  %652 = tail call i32 @putchar(i32 53)
  %653 = tail call i32 @putchar(i32 54)
  %654 = tail call i32 @putchar(i32 55)
  %655 = tail call i32 @putchar(i32 56)
  %656 = tail call i32 @putchar(i32 57)
  %657 = tail call i32 @putchar(i32 56)
  %658 = tail call i32 @putchar(i32 55)
  %659 = tail call i32 @putchar(i32 54)
  %660 = tail call i32 @putchar(i32 53)
  %661 = tail call i32 @putchar(i32 52)
  %662 = tail call i32 @putchar(i32 50)
  %663 = tail call i32 @putchar(i32 53)
  %664 = tail call i32 @putchar(i32 50)
  %665 = tail call i32 @putchar(i32 51)
  %666 = tail call i32 @putchar(i32 48)
  %667 = tail call i32 @putchar(i32 56)
  %668 = tail call i32 @putchar(i32 54)
  %669 = tail call i32 @putchar(i32 52)
  %670 = tail call i32 @putchar(i32 49)
  %671 = tail call i32 @putchar(i32 53)
  %672 = tail call i32 @putchar(i32 10)
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 1)
  %674 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #3
  br label %675

675:                                              ; preds = %675, %642
  %676 = phi i512 [ 57896044618658097711785492504343953926634992332820282019728792003956564819968, %642 ], [ %679, %675 ]
  %677 = phi i32 [ 0, %642 ], [ %684, %675 ]
  %678 = freeze i512 %676
  %679 = udiv i512 %678, 10
  %680 = mul i512 %679, 10
  %681 = sub i512 %678, %680
  %682 = trunc nuw nsw i512 %681 to i8
  %683 = or disjoint i8 %682, 48
  %684 = add nuw nsw i32 %677, 1
  %685 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %677
  store i8 %683, ptr %685, align 1, !tbaa !5
  %686 = icmp eq i32 %684, 77
  br i1 %686, label %687, label %675, !llvm.loop !8

687:                                              ; preds = %675, %687
  %688 = phi i32 [ %689, %687 ], [ 77, %675 ]
  %689 = add nsw i32 %688, -1
  %690 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %689
  %691 = load i8, ptr %690, align 1, !tbaa !5
  %692 = zext i8 %691 to i32
  %693 = tail call i32 @putchar(i32 %692)
  %694 = icmp eq i32 %689, 0
  br i1 %694, label %724, label %687, !llvm.loop !10

695:                                              ; preds = %695, %724
  %696 = phi i512 [ 1809251394333065548785470339220737987330501442994884001039758166775616765833, %724 ], [ %699, %695 ]
  %697 = phi i32 [ 0, %724 ], [ %704, %695 ]
  %698 = freeze i512 %696
  %699 = udiv i512 %698, 10
  %700 = mul i512 %699, 10
  %701 = sub i512 %698, %700
  %702 = trunc nuw nsw i512 %701 to i8
  %703 = or disjoint i8 %702, 48
  %704 = add nuw nsw i32 %697, 1
  %705 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %697
  store i8 %703, ptr %705, align 1, !tbaa !5
  %706 = icmp eq i32 %704, 76
  br i1 %706, label %707, label %695, !llvm.loop !8

707:                                              ; preds = %695, %707
  %708 = phi i32 [ %709, %707 ], [ 76, %695 ]
  %709 = add nsw i32 %708, -1
  %710 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %709
  %711 = load i8, ptr %710, align 1, !tbaa !5
  %712 = zext i8 %711 to i32
  %713 = tail call i32 @putchar(i32 %712)
  %714 = icmp eq i32 %709, 0
  br i1 %714, label %715, label %707, !llvm.loop !10

715:                                              ; preds = %707
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #3
  %716 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %13) #3
  store i256 72555702159401713385052640506756751399, ptr %13, align 8, !tbaa !13
  %717 = getelementptr inbounds i8, ptr %13, i32 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %717, align 8, !tbaa !13
  %718 = getelementptr inbounds i8, ptr %13, i32 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %718, align 8, !tbaa !13
  %719 = getelementptr inbounds i8, ptr %13, i32 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %719, align 8, !tbaa !13
  %720 = getelementptr inbounds i8, ptr %13, i32 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %720, align 8, !tbaa !13
  %721 = getelementptr inbounds i8, ptr %13, i32 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %721, align 8, !tbaa !13
  %722 = getelementptr inbounds i8, ptr %13, i32 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %722, align 8, !tbaa !13
  %723 = getelementptr inbounds i8, ptr %13, i32 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %723, align 8, !tbaa !13
  br label %766

724:                                              ; preds = %687
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #3
  %725 = tail call i32 @putchar(i32 10)
  %726 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 1, i32 noundef 0)
  %727 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %728 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %729 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %730 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %731 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %732 = tail call i32 @putchar(i32 10)
  %733 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %734 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %735 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %737 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %738 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %739 = tail call i32 @putchar(i32 10)
  %740 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %742 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %743 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2)
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 3)
  %746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 4)
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 5)
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %750 = tail call i32 @putchar(i32 10)
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %752 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %756 = tail call i32 @putchar(i32 32)
  %757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %758 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %759 = tail call i32 @putchar(i32 10)
  %760 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %761 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %762 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %763 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1)
  %764 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  %765 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #3
  br label %695

766:                                              ; preds = %715, %807
  %767 = phi i32 [ 8, %715 ], [ %809, %807 ]
  %768 = phi i32 [ 0, %715 ], [ %808, %807 ]
  %769 = icmp ult i32 %768, 7
  br i1 %769, label %770, label %807

770:                                              ; preds = %766
  %771 = load i256, ptr %13, align 8, !tbaa !13
  br label %811

772:                                              ; preds = %807
  %773 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %774 = load i256, ptr %13, align 8, !tbaa !13
  %775 = lshr i256 %774, 136
  %776 = trunc i256 %775 to i64
  %777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %776)
  %778 = load i256, ptr %717, align 8, !tbaa !13
  %779 = lshr i256 %778, 136
  %780 = trunc i256 %779 to i64
  %781 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %780)
  %782 = load i256, ptr %718, align 8, !tbaa !13
  %783 = lshr i256 %782, 136
  %784 = trunc i256 %783 to i64
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %784)
  %786 = load i256, ptr %719, align 8, !tbaa !13
  %787 = lshr i256 %786, 136
  %788 = trunc i256 %787 to i64
  %789 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %788)
  %790 = load i256, ptr %720, align 8, !tbaa !13
  %791 = lshr i256 %790, 136
  %792 = trunc i256 %791 to i64
  %793 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %792)
  %794 = load i256, ptr %721, align 8, !tbaa !13
  %795 = lshr i256 %794, 136
  %796 = trunc i256 %795 to i64
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %796)
  %798 = load i256, ptr %722, align 8, !tbaa !13
  %799 = lshr i256 %798, 136
  %800 = trunc i256 %799 to i64
  %801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %800)
  %802 = load i256, ptr %723, align 8, !tbaa !13
  %803 = lshr i256 %802, 136
  %804 = trunc i256 %803 to i64
  %805 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %804)
  %806 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %13) #3
  ret i32 41

807:                                              ; preds = %824, %766
  %808 = add nuw nsw i32 %768, 1
  %809 = add nsw i32 %767, -1
  %810 = icmp eq i32 %808, 8
  br i1 %810, label %772, label %766, !llvm.loop !15

811:                                              ; preds = %770, %824
  %812 = phi i256 [ %825, %824 ], [ %771, %770 ]
  %813 = phi i32 [ %826, %824 ], [ 1, %770 ]
  %814 = phi i32 [ %813, %824 ], [ 0, %770 ]
  %815 = trunc i256 %812 to i200
  %816 = getelementptr inbounds [8 x i256], ptr %13, i32 0, i32 %813
  %817 = load i256, ptr %816, align 8, !tbaa !13
  %818 = trunc i256 %817 to i200
  %819 = icmp ugt i200 %815, %818
  br i1 %819, label %820, label %824

820:                                              ; preds = %811
  %821 = getelementptr inbounds [8 x i256], ptr %13, i32 0, i32 %814
  %822 = and i256 %812, 1606938044258990275541962092341162602522202993782792835301375
  %823 = and i256 %817, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %823, ptr %821, align 8, !tbaa !13
  store i256 %822, ptr %816, align 8, !tbaa !13
  br label %824

824:                                              ; preds = %811, %820
  %825 = phi i256 [ %817, %811 ], [ %822, %820 ]
  %826 = add nuw nsw i32 %813, 1
  %827 = icmp eq i32 %826, %767
  br i1 %827, label %807, label %811, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"_BitInt(200)", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
