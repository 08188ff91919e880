; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
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
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %14) #4
  br label %17

17:                                               ; preds = %29, %0
  %18 = phi i32 [ 1, %0 ], [ %37, %29 ]
  %19 = phi i64 [ 0, %0 ], [ %34, %29 ]
  %20 = phi i512 [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ], [ %36, %29 ]
  %21 = freeze i512 %20
  %22 = udiv i512 %21, 10
  %23 = mul i512 %22, 10
  %24 = sub i512 %21, %23
  %25 = trunc nuw nsw i512 %24 to i8
  %26 = or disjoint i8 %25, 48
  %27 = getelementptr inbounds [160 x i8], ptr %14, i64 0, i64 %19
  store i8 %26, ptr %27, align 2, !tbaa !5
  %28 = icmp ult i512 %20, 10
  br i1 %28, label %38, label %29, !llvm.loop !8

29:                                               ; preds = %17
  %30 = or disjoint i64 %19, 1
  %31 = urem i512 %22, 10
  %32 = trunc nuw nsw i512 %31 to i8
  %33 = or disjoint i8 %32, 48
  %34 = add nuw nsw i64 %19, 2
  %35 = getelementptr inbounds [160 x i8], ptr %14, i64 0, i64 %30
  store i8 %33, ptr %35, align 1, !tbaa !5
  %36 = udiv i512 %20, 100
  %37 = add nuw nsw i32 %18, 2
  br label %17

38:                                               ; preds = %17
  %39 = zext nneg i32 %18 to i64
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ %39, %38 ], [ %42, %40 ]
  %42 = add nsw i64 %41, -1
  %43 = getelementptr inbounds [160 x i8], ptr %14, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = sext i8 %44 to i32
  %46 = tail call i32 @putchar(i32 %45)
  %47 = icmp eq i64 %42, 0
  br i1 %47, label %48, label %40, !llvm.loop !10

48:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %14) #4
  %49 = tail call i32 @putchar(i32 10)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7615934871426038123)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2942341209429710569)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7417316921074365874)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7765839507864143593)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 4996476375798957804)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -5496873336702303510)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2825382156216303616)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %60 = tail call i32 @putchar(i32 10)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %67 = tail call i32 @putchar(i32 10)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %69 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #4
  br label %70

70:                                               ; preds = %70, %48
  %71 = phi i32 [ 1, %48 ], [ %89, %70 ]
  %72 = phi i64 [ 0, %48 ], [ %85, %70 ]
  %73 = phi i512 [ 4344870457387625434801801166580681263482520224137216000000000000, %48 ], [ %87, %70 ]
  %74 = freeze i512 %73
  %75 = udiv i512 %74, 10
  %76 = mul i512 %75, 10
  %77 = sub i512 %74, %76
  %78 = trunc nuw nsw i512 %77 to i8
  %79 = or disjoint i8 %78, 48
  %80 = or disjoint i64 %72, 1
  %81 = getelementptr inbounds [160 x i8], ptr %13, i64 0, i64 %72
  store i8 %79, ptr %81, align 2, !tbaa !5
  %82 = urem i512 %75, 10
  %83 = trunc nuw nsw i512 %82 to i8
  %84 = or disjoint i8 %83, 48
  %85 = add nuw nsw i64 %72, 2
  %86 = getelementptr inbounds [160 x i8], ptr %13, i64 0, i64 %80
  store i8 %84, ptr %86, align 1, !tbaa !5
  %87 = udiv i512 %73, 100
  %88 = icmp ult i512 %73, 100
  %89 = add nuw nsw i32 %71, 2
  br i1 %88, label %90, label %70, !llvm.loop !8

90:                                               ; preds = %70
  %91 = add nuw nsw i32 %71, 1
  %92 = zext nneg i32 %91 to i64
  br label %93

93:                                               ; preds = %93, %90
  %94 = phi i64 [ %92, %90 ], [ %95, %93 ]
  %95 = add nsw i64 %94, -1
  %96 = getelementptr inbounds [160 x i8], ptr %13, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !5
  %98 = sext i8 %97 to i32
  %99 = tail call i32 @putchar(i32 %98)
  %100 = icmp eq i64 %95, 0
  br i1 %100, label %101, label %93, !llvm.loop !10

101:                                              ; preds = %93
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #4
  %102 = tail call i32 @putchar(i32 10)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %104 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #4
  br label %105

105:                                              ; preds = %105, %101
  %106 = phi i32 [ 1, %101 ], [ %124, %105 ]
  %107 = phi i64 [ 0, %101 ], [ %120, %105 ]
  %108 = phi i512 [ 4344857422815356988730834974075759036205411607902392292823, %101 ], [ %122, %105 ]
  %109 = freeze i512 %108
  %110 = udiv i512 %109, 10
  %111 = mul i512 %110, 10
  %112 = sub i512 %109, %111
  %113 = trunc nuw nsw i512 %112 to i8
  %114 = or disjoint i8 %113, 48
  %115 = or disjoint i64 %107, 1
  %116 = getelementptr inbounds [160 x i8], ptr %12, i64 0, i64 %107
  store i8 %114, ptr %116, align 2, !tbaa !5
  %117 = urem i512 %110, 10
  %118 = trunc nuw nsw i512 %117 to i8
  %119 = or disjoint i8 %118, 48
  %120 = add nuw nsw i64 %107, 2
  %121 = getelementptr inbounds [160 x i8], ptr %12, i64 0, i64 %115
  store i8 %119, ptr %121, align 1, !tbaa !5
  %122 = udiv i512 %108, 100
  %123 = icmp ult i512 %108, 100
  %124 = add nuw nsw i32 %106, 2
  br i1 %123, label %125, label %105, !llvm.loop !8

125:                                              ; preds = %105
  %126 = add nuw nsw i32 %106, 1
  %127 = zext nneg i32 %126 to i64
  br label %128

128:                                              ; preds = %128, %125
  %129 = phi i64 [ %127, %125 ], [ %130, %128 ]
  %130 = add nsw i64 %129, -1
  %131 = getelementptr inbounds [160 x i8], ptr %12, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !5
  %133 = sext i8 %132 to i32
  %134 = tail call i32 @putchar(i32 %133)
  %135 = icmp eq i64 %130, 0
  br i1 %135, label %136, label %128, !llvm.loop !10

136:                                              ; preds = %128
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #4
  %137 = tail call i32 @putchar(i32 10)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %139 = tail call i32 @putchar(i32 45)
  %140 = tail call i32 @putchar(i32 49)
  %141 = tail call i32 @putchar(i32 50)
  %142 = tail call i32 @putchar(i32 49)
  %143 = tail call i32 @putchar(i32 53)
  %144 = tail call i32 @putchar(i32 51)
  %145 = tail call i32 @putchar(i32 49)
  %146 = tail call i32 @putchar(i32 10)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %11) #4
  br label %148

148:                                              ; preds = %148, %136
  %149 = phi i32 [ 1, %136 ], [ %167, %148 ]
  %150 = phi i64 [ 0, %136 ], [ %163, %148 ]
  %151 = phi i512 [ 3427498442082833800366089325649191, %136 ], [ %165, %148 ]
  %152 = freeze i512 %151
  %153 = udiv i512 %152, 10
  %154 = mul i512 %153, 10
  %155 = sub i512 %152, %154
  %156 = trunc nuw nsw i512 %155 to i8
  %157 = or disjoint i8 %156, 48
  %158 = or disjoint i64 %150, 1
  %159 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %150
  store i8 %157, ptr %159, align 2, !tbaa !5
  %160 = urem i512 %153, 10
  %161 = trunc nuw nsw i512 %160 to i8
  %162 = or disjoint i8 %161, 48
  %163 = add nuw nsw i64 %150, 2
  %164 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %158
  store i8 %162, ptr %164, align 1, !tbaa !5
  %165 = udiv i512 %151, 100
  %166 = icmp ult i512 %151, 100
  %167 = add nuw nsw i32 %149, 2
  br i1 %166, label %168, label %148, !llvm.loop !8

168:                                              ; preds = %148
  %169 = add nuw nsw i32 %149, 1
  %170 = zext nneg i32 %169 to i64
  %171 = zext nneg i32 %149 to i64
  %172 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !5
  %174 = sext i8 %173 to i32
  %175 = tail call i32 @putchar(i32 %174)
  %176 = add nsw i64 %170, -2
  %177 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !5
  %179 = sext i8 %178 to i32
  %180 = tail call i32 @putchar(i32 %179)
  %181 = add nsw i64 %170, -3
  %182 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !5
  %184 = sext i8 %183 to i32
  %185 = tail call i32 @putchar(i32 %184)
  %186 = add nsw i64 %170, -4
  %187 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %186
  %188 = load i8, ptr %187, align 1, !tbaa !5
  %189 = sext i8 %188 to i32
  %190 = tail call i32 @putchar(i32 %189)
  %191 = add nsw i64 %170, -5
  %192 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !5
  %194 = sext i8 %193 to i32
  %195 = tail call i32 @putchar(i32 %194)
  %196 = add nsw i64 %170, -6
  %197 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !5
  %199 = sext i8 %198 to i32
  %200 = tail call i32 @putchar(i32 %199)
  %201 = add nsw i64 %170, -7
  %202 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !5
  %204 = sext i8 %203 to i32
  %205 = tail call i32 @putchar(i32 %204)
  %206 = add nsw i64 %170, -8
  %207 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !5
  %209 = sext i8 %208 to i32
  %210 = tail call i32 @putchar(i32 %209)
  %211 = add nsw i64 %170, -9
  %212 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %211
  %213 = load i8, ptr %212, align 1, !tbaa !5
  %214 = sext i8 %213 to i32
  %215 = tail call i32 @putchar(i32 %214)
  %216 = add nsw i64 %170, -10
  %217 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %216
  %218 = load i8, ptr %217, align 1, !tbaa !5
  %219 = sext i8 %218 to i32
  %220 = tail call i32 @putchar(i32 %219)
  %221 = add nsw i64 %170, -11
  %222 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %221
  %223 = load i8, ptr %222, align 1, !tbaa !5
  %224 = sext i8 %223 to i32
  %225 = tail call i32 @putchar(i32 %224)
  %226 = add nsw i64 %170, -12
  %227 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !5
  %229 = sext i8 %228 to i32
  %230 = tail call i32 @putchar(i32 %229)
  %231 = add nsw i64 %170, -13
  %232 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %231
  %233 = load i8, ptr %232, align 1, !tbaa !5
  %234 = sext i8 %233 to i32
  %235 = tail call i32 @putchar(i32 %234)
  %236 = add nsw i64 %170, -14
  %237 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !5
  %239 = sext i8 %238 to i32
  %240 = tail call i32 @putchar(i32 %239)
  %241 = add nsw i64 %170, -15
  %242 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !5
  %244 = sext i8 %243 to i32
  %245 = tail call i32 @putchar(i32 %244)
  %246 = add nsw i64 %170, -16
  %247 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %246
  %248 = load i8, ptr %247, align 1, !tbaa !5
  %249 = sext i8 %248 to i32
  %250 = tail call i32 @putchar(i32 %249)
  %251 = add nsw i64 %170, -17
  %252 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !5
  %254 = sext i8 %253 to i32
  %255 = tail call i32 @putchar(i32 %254)
  %256 = add nsw i64 %170, -18
  %257 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !5
  %259 = sext i8 %258 to i32
  %260 = tail call i32 @putchar(i32 %259)
  %261 = add nsw i64 %170, -19
  %262 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !5
  %264 = sext i8 %263 to i32
  %265 = tail call i32 @putchar(i32 %264)
  %266 = add nsw i64 %170, -20
  %267 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !5
  %269 = sext i8 %268 to i32
  %270 = tail call i32 @putchar(i32 %269)
  %271 = add nsw i64 %170, -21
  %272 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !5
  %274 = sext i8 %273 to i32
  %275 = tail call i32 @putchar(i32 %274)
  %276 = add nsw i64 %170, -22
  %277 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %276
  %278 = load i8, ptr %277, align 1, !tbaa !5
  %279 = sext i8 %278 to i32
  %280 = tail call i32 @putchar(i32 %279)
  %281 = add nsw i64 %170, -23
  %282 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !5
  %284 = sext i8 %283 to i32
  %285 = tail call i32 @putchar(i32 %284)
  %286 = add nsw i64 %170, -24
  %287 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %286
  %288 = load i8, ptr %287, align 1, !tbaa !5
  %289 = sext i8 %288 to i32
  %290 = tail call i32 @putchar(i32 %289)
  %291 = add nsw i64 %170, -25
  %292 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !5
  %294 = sext i8 %293 to i32
  %295 = tail call i32 @putchar(i32 %294)
  %296 = add nsw i64 %170, -26
  %297 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !5
  %299 = sext i8 %298 to i32
  %300 = tail call i32 @putchar(i32 %299)
  %301 = add nsw i64 %170, -27
  %302 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %301
  %303 = load i8, ptr %302, align 1, !tbaa !5
  %304 = sext i8 %303 to i32
  %305 = tail call i32 @putchar(i32 %304)
  %306 = add nsw i64 %170, -28
  %307 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %306
  %308 = load i8, ptr %307, align 1, !tbaa !5
  %309 = sext i8 %308 to i32
  %310 = tail call i32 @putchar(i32 %309)
  %311 = add nsw i64 %170, -29
  %312 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %311
  %313 = load i8, ptr %312, align 1, !tbaa !5
  %314 = sext i8 %313 to i32
  %315 = tail call i32 @putchar(i32 %314)
  %316 = add nsw i64 %170, -30
  %317 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %316
  %318 = load i8, ptr %317, align 1, !tbaa !5
  %319 = sext i8 %318 to i32
  %320 = tail call i32 @putchar(i32 %319)
  %321 = add nsw i64 %170, -31
  %322 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !5
  %324 = sext i8 %323 to i32
  %325 = tail call i32 @putchar(i32 %324)
  %326 = add nsw i64 %170, -32
  %327 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %326
  %328 = load i8, ptr %327, align 1, !tbaa !5
  %329 = sext i8 %328 to i32
  %330 = tail call i32 @putchar(i32 %329)
  %331 = add nsw i64 %170, -33
  %332 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !5
  %334 = sext i8 %333 to i32
  %335 = tail call i32 @putchar(i32 %334)
  %336 = add nsw i64 %170, -34
  %337 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %336
  %338 = load i8, ptr %337, align 1, !tbaa !5
  %339 = sext i8 %338 to i32
  %340 = tail call i32 @putchar(i32 %339)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %11) #4
  %341 = tail call i32 @putchar(i32 10)
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %343 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10) #4
  br label %344

344:                                              ; preds = %344, %168
  %345 = phi i32 [ 1, %168 ], [ %363, %344 ]
  %346 = phi i64 [ 0, %168 ], [ %359, %344 ]
  %347 = phi i512 [ 427870619339166170912919204847, %168 ], [ %361, %344 ]
  %348 = freeze i512 %347
  %349 = udiv i512 %348, 10
  %350 = mul i512 %349, 10
  %351 = sub i512 %348, %350
  %352 = trunc nuw nsw i512 %351 to i8
  %353 = or disjoint i8 %352, 48
  %354 = or disjoint i64 %346, 1
  %355 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %346
  store i8 %353, ptr %355, align 2, !tbaa !5
  %356 = urem i512 %349, 10
  %357 = trunc nuw nsw i512 %356 to i8
  %358 = or disjoint i8 %357, 48
  %359 = add nuw nsw i64 %346, 2
  %360 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %354
  store i8 %358, ptr %360, align 1, !tbaa !5
  %361 = udiv i512 %347, 100
  %362 = icmp ult i512 %347, 100
  %363 = add nuw nsw i32 %345, 2
  br i1 %362, label %364, label %344, !llvm.loop !8

364:                                              ; preds = %344
  %365 = add nuw nsw i32 %345, 1
  %366 = zext nneg i32 %365 to i64
  %367 = zext nneg i32 %345 to i64
  %368 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %367
  %369 = load i8, ptr %368, align 1, !tbaa !5
  %370 = sext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370)
  %372 = add nsw i64 %366, -2
  %373 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !5
  %375 = sext i8 %374 to i32
  %376 = tail call i32 @putchar(i32 %375)
  %377 = add nsw i64 %366, -3
  %378 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %377
  %379 = load i8, ptr %378, align 1, !tbaa !5
  %380 = sext i8 %379 to i32
  %381 = tail call i32 @putchar(i32 %380)
  %382 = add nsw i64 %366, -4
  %383 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %382
  %384 = load i8, ptr %383, align 1, !tbaa !5
  %385 = sext i8 %384 to i32
  %386 = tail call i32 @putchar(i32 %385)
  %387 = add nsw i64 %366, -5
  %388 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %387
  %389 = load i8, ptr %388, align 1, !tbaa !5
  %390 = sext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390)
  %392 = add nsw i64 %366, -6
  %393 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %392
  %394 = load i8, ptr %393, align 1, !tbaa !5
  %395 = sext i8 %394 to i32
  %396 = tail call i32 @putchar(i32 %395)
  %397 = add nsw i64 %366, -7
  %398 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %397
  %399 = load i8, ptr %398, align 1, !tbaa !5
  %400 = sext i8 %399 to i32
  %401 = tail call i32 @putchar(i32 %400)
  %402 = add nsw i64 %366, -8
  %403 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %402
  %404 = load i8, ptr %403, align 1, !tbaa !5
  %405 = sext i8 %404 to i32
  %406 = tail call i32 @putchar(i32 %405)
  %407 = add nsw i64 %366, -9
  %408 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %407
  %409 = load i8, ptr %408, align 1, !tbaa !5
  %410 = sext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410)
  %412 = add nsw i64 %366, -10
  %413 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %412
  %414 = load i8, ptr %413, align 1, !tbaa !5
  %415 = sext i8 %414 to i32
  %416 = tail call i32 @putchar(i32 %415)
  %417 = add nsw i64 %366, -11
  %418 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %417
  %419 = load i8, ptr %418, align 1, !tbaa !5
  %420 = sext i8 %419 to i32
  %421 = tail call i32 @putchar(i32 %420)
  %422 = add nsw i64 %366, -12
  %423 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %422
  %424 = load i8, ptr %423, align 1, !tbaa !5
  %425 = sext i8 %424 to i32
  %426 = tail call i32 @putchar(i32 %425)
  %427 = add nsw i64 %366, -13
  %428 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %427
  %429 = load i8, ptr %428, align 1, !tbaa !5
  %430 = sext i8 %429 to i32
  %431 = tail call i32 @putchar(i32 %430)
  %432 = add nsw i64 %366, -14
  %433 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !5
  %435 = sext i8 %434 to i32
  %436 = tail call i32 @putchar(i32 %435)
  %437 = add nsw i64 %366, -15
  %438 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %437
  %439 = load i8, ptr %438, align 1, !tbaa !5
  %440 = sext i8 %439 to i32
  %441 = tail call i32 @putchar(i32 %440)
  %442 = add nsw i64 %366, -16
  %443 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %442
  %444 = load i8, ptr %443, align 1, !tbaa !5
  %445 = sext i8 %444 to i32
  %446 = tail call i32 @putchar(i32 %445)
  %447 = add nsw i64 %366, -17
  %448 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %447
  %449 = load i8, ptr %448, align 1, !tbaa !5
  %450 = sext i8 %449 to i32
  %451 = tail call i32 @putchar(i32 %450)
  %452 = add nsw i64 %366, -18
  %453 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %452
  %454 = load i8, ptr %453, align 1, !tbaa !5
  %455 = sext i8 %454 to i32
  %456 = tail call i32 @putchar(i32 %455)
  %457 = add nsw i64 %366, -19
  %458 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %457
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = sext i8 %459 to i32
  %461 = tail call i32 @putchar(i32 %460)
  %462 = add nsw i64 %366, -20
  %463 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %462
  %464 = load i8, ptr %463, align 1, !tbaa !5
  %465 = sext i8 %464 to i32
  %466 = tail call i32 @putchar(i32 %465)
  %467 = add nsw i64 %366, -21
  %468 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %467
  %469 = load i8, ptr %468, align 1, !tbaa !5
  %470 = sext i8 %469 to i32
  %471 = tail call i32 @putchar(i32 %470)
  %472 = add nsw i64 %366, -22
  %473 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %472
  %474 = load i8, ptr %473, align 1, !tbaa !5
  %475 = sext i8 %474 to i32
  %476 = tail call i32 @putchar(i32 %475)
  %477 = add nsw i64 %366, -23
  %478 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %477
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = sext i8 %479 to i32
  %481 = tail call i32 @putchar(i32 %480)
  %482 = add nsw i64 %366, -24
  %483 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %482
  %484 = load i8, ptr %483, align 1, !tbaa !5
  %485 = sext i8 %484 to i32
  %486 = tail call i32 @putchar(i32 %485)
  %487 = add nsw i64 %366, -25
  %488 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %487
  %489 = load i8, ptr %488, align 1, !tbaa !5
  %490 = sext i8 %489 to i32
  %491 = tail call i32 @putchar(i32 %490)
  %492 = add nsw i64 %366, -26
  %493 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %492
  %494 = load i8, ptr %493, align 1, !tbaa !5
  %495 = sext i8 %494 to i32
  %496 = tail call i32 @putchar(i32 %495)
  %497 = add nsw i64 %366, -27
  %498 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %497
  %499 = load i8, ptr %498, align 1, !tbaa !5
  %500 = sext i8 %499 to i32
  %501 = tail call i32 @putchar(i32 %500)
  %502 = add nsw i64 %366, -28
  %503 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %502
  %504 = load i8, ptr %503, align 1, !tbaa !5
  %505 = sext i8 %504 to i32
  %506 = tail call i32 @putchar(i32 %505)
  %507 = add nsw i64 %366, -29
  %508 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %507
  %509 = load i8, ptr %508, align 1, !tbaa !5
  %510 = sext i8 %509 to i32
  %511 = tail call i32 @putchar(i32 %510)
  %512 = add nsw i64 %366, -30
  %513 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %512
  %514 = load i8, ptr %513, align 1, !tbaa !5
  %515 = sext i8 %514 to i32
  %516 = tail call i32 @putchar(i32 %515)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10) #4
  %517 = tail call i32 @putchar(i32 10)
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %519 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #4
  br label %520

520:                                              ; preds = %532, %364
  %521 = phi i32 [ 1, %364 ], [ %540, %532 ]
  %522 = phi i64 [ 0, %364 ], [ %537, %532 ]
  %523 = phi i512 [ 28751940851243596280421379846014180622146, %364 ], [ %539, %532 ]
  %524 = freeze i512 %523
  %525 = udiv i512 %524, 10
  %526 = mul i512 %525, 10
  %527 = sub i512 %524, %526
  %528 = trunc nuw nsw i512 %527 to i8
  %529 = or disjoint i8 %528, 48
  %530 = getelementptr inbounds [160 x i8], ptr %9, i64 0, i64 %522
  store i8 %529, ptr %530, align 2, !tbaa !5
  %531 = icmp ult i512 %523, 10
  br i1 %531, label %541, label %532, !llvm.loop !8

532:                                              ; preds = %520
  %533 = or disjoint i64 %522, 1
  %534 = urem i512 %525, 10
  %535 = trunc nuw nsw i512 %534 to i8
  %536 = or disjoint i8 %535, 48
  %537 = add nuw nsw i64 %522, 2
  %538 = getelementptr inbounds [160 x i8], ptr %9, i64 0, i64 %533
  store i8 %536, ptr %538, align 1, !tbaa !5
  %539 = udiv i512 %523, 100
  %540 = add nuw nsw i32 %521, 2
  br label %520

541:                                              ; preds = %520
  %542 = zext nneg i32 %521 to i64
  br label %543

543:                                              ; preds = %543, %541
  %544 = phi i64 [ %542, %541 ], [ %545, %543 ]
  %545 = add nsw i64 %544, -1
  %546 = getelementptr inbounds [160 x i8], ptr %9, i64 0, i64 %545
  %547 = load i8, ptr %546, align 1, !tbaa !5
  %548 = sext i8 %547 to i32
  %549 = tail call i32 @putchar(i32 %548)
  %550 = icmp eq i64 %545, 0
  br i1 %550, label %551, label %543, !llvm.loop !10

551:                                              ; preds = %543
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #4
  %552 = tail call i32 @putchar(i32 10)
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %554 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #4
  br label %555

555:                                              ; preds = %567, %551
  %556 = phi i32 [ 1, %551 ], [ %575, %567 ]
  %557 = phi i64 [ 0, %551 ], [ %572, %567 ]
  %558 = phi i512 [ 34758963659101003478414409332645450107860161793097728000000000000, %551 ], [ %574, %567 ]
  %559 = freeze i512 %558
  %560 = udiv i512 %559, 10
  %561 = mul i512 %560, 10
  %562 = sub i512 %559, %561
  %563 = trunc nuw nsw i512 %562 to i8
  %564 = or disjoint i8 %563, 48
  %565 = getelementptr inbounds [160 x i8], ptr %8, i64 0, i64 %557
  store i8 %564, ptr %565, align 2, !tbaa !5
  %566 = icmp ult i512 %558, 10
  br i1 %566, label %576, label %567, !llvm.loop !8

567:                                              ; preds = %555
  %568 = or disjoint i64 %557, 1
  %569 = urem i512 %560, 10
  %570 = trunc nuw nsw i512 %569 to i8
  %571 = or disjoint i8 %570, 48
  %572 = add nuw nsw i64 %557, 2
  %573 = getelementptr inbounds [160 x i8], ptr %8, i64 0, i64 %568
  store i8 %571, ptr %573, align 1, !tbaa !5
  %574 = udiv i512 %558, 100
  %575 = add nuw nsw i32 %556, 2
  br label %555

576:                                              ; preds = %555
  %577 = zext nneg i32 %556 to i64
  br label %578

578:                                              ; preds = %578, %576
  %579 = phi i64 [ %577, %576 ], [ %580, %578 ]
  %580 = add nsw i64 %579, -1
  %581 = getelementptr inbounds [160 x i8], ptr %8, i64 0, i64 %580
  %582 = load i8, ptr %581, align 1, !tbaa !5
  %583 = sext i8 %582 to i32
  %584 = tail call i32 @putchar(i32 %583)
  %585 = icmp eq i64 %580, 0
  br i1 %585, label %586, label %578, !llvm.loop !10

586:                                              ; preds = %578
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #4
  %587 = tail call i32 @putchar(i32 10)
  %588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #4
  br label %589

589:                                              ; preds = %589, %586
  %590 = phi i64 [ 0, %586 ], [ %603, %589 ]
  %591 = phi i512 [ 1180591620717411303424, %586 ], [ %605, %589 ]
  %592 = freeze i512 %591
  %593 = udiv i512 %592, 10
  %594 = mul i512 %593, 10
  %595 = sub i512 %592, %594
  %596 = trunc nuw nsw i512 %595 to i8
  %597 = or disjoint i8 %596, 48
  %598 = or disjoint i64 %590, 1
  %599 = getelementptr inbounds [160 x i8], ptr %7, i64 0, i64 %590
  store i8 %597, ptr %599, align 2, !tbaa !5
  %600 = urem i512 %593, 10
  %601 = trunc nuw nsw i512 %600 to i8
  %602 = or disjoint i8 %601, 48
  %603 = add nuw nsw i64 %590, 2
  %604 = getelementptr inbounds [160 x i8], ptr %7, i64 0, i64 %598
  store i8 %602, ptr %604, align 1, !tbaa !5
  %605 = udiv i512 %591, 100
  %606 = icmp eq i64 %603, 22
  br i1 %606, label %607, label %589, !llvm.loop !8

607:                                              ; preds = %589
  %608 = getelementptr inbounds i8, ptr %7, i64 21
  %609 = load i8, ptr %608, align 1, !tbaa !5
  %610 = sext i8 %609 to i32
  %611 = tail call i32 @putchar(i32 %610)
  %612 = getelementptr inbounds i8, ptr %7, i64 20
  %613 = load i8, ptr %612, align 4, !tbaa !5
  %614 = sext i8 %613 to i32
  %615 = tail call i32 @putchar(i32 %614)
  %616 = getelementptr inbounds i8, ptr %7, i64 19
  %617 = load i8, ptr %616, align 1, !tbaa !5
  %618 = sext i8 %617 to i32
  %619 = tail call i32 @putchar(i32 %618)
  %620 = getelementptr inbounds i8, ptr %7, i64 18
  %621 = load i8, ptr %620, align 2, !tbaa !5
  %622 = sext i8 %621 to i32
  %623 = tail call i32 @putchar(i32 %622)
  %624 = getelementptr inbounds i8, ptr %7, i64 17
  %625 = load i8, ptr %624, align 1, !tbaa !5
  %626 = sext i8 %625 to i32
  %627 = tail call i32 @putchar(i32 %626)
  %628 = getelementptr inbounds i8, ptr %7, i64 16
  %629 = load i8, ptr %628, align 16, !tbaa !5
  %630 = sext i8 %629 to i32
  %631 = tail call i32 @putchar(i32 %630)
  %632 = getelementptr inbounds i8, ptr %7, i64 15
  %633 = load i8, ptr %632, align 1, !tbaa !5
  %634 = sext i8 %633 to i32
  %635 = tail call i32 @putchar(i32 %634)
  %636 = getelementptr inbounds i8, ptr %7, i64 14
  %637 = load i8, ptr %636, align 2, !tbaa !5
  %638 = sext i8 %637 to i32
  %639 = tail call i32 @putchar(i32 %638)
  %640 = getelementptr inbounds i8, ptr %7, i64 13
  %641 = load i8, ptr %640, align 1, !tbaa !5
  %642 = sext i8 %641 to i32
  %643 = tail call i32 @putchar(i32 %642)
  %644 = getelementptr inbounds i8, ptr %7, i64 12
  %645 = load i8, ptr %644, align 4, !tbaa !5
  %646 = sext i8 %645 to i32
  %647 = tail call i32 @putchar(i32 %646)
  %648 = getelementptr inbounds i8, ptr %7, i64 11
  %649 = load i8, ptr %648, align 1, !tbaa !5
  %650 = sext i8 %649 to i32
  %651 = tail call i32 @putchar(i32 %650)
  %652 = getelementptr inbounds i8, ptr %7, i64 10
  %653 = load i8, ptr %652, align 2, !tbaa !5
  %654 = sext i8 %653 to i32
  %655 = tail call i32 @putchar(i32 %654)
  %656 = getelementptr inbounds i8, ptr %7, i64 9
  %657 = load i8, ptr %656, align 1, !tbaa !5
  %658 = sext i8 %657 to i32
  %659 = tail call i32 @putchar(i32 %658)
  %660 = getelementptr inbounds i8, ptr %7, i64 8
  %661 = load i8, ptr %660, align 8, !tbaa !5
  %662 = sext i8 %661 to i32
  %663 = tail call i32 @putchar(i32 %662)
  %664 = getelementptr inbounds i8, ptr %7, i64 7
  %665 = load i8, ptr %664, align 1, !tbaa !5
  %666 = sext i8 %665 to i32
  %667 = tail call i32 @putchar(i32 %666)
  %668 = getelementptr inbounds i8, ptr %7, i64 6
  %669 = load i8, ptr %668, align 2, !tbaa !5
  %670 = sext i8 %669 to i32
  %671 = tail call i32 @putchar(i32 %670)
  %672 = getelementptr inbounds i8, ptr %7, i64 5
  %673 = load i8, ptr %672, align 1, !tbaa !5
  %674 = sext i8 %673 to i32
  %675 = tail call i32 @putchar(i32 %674)
  %676 = getelementptr inbounds i8, ptr %7, i64 4
  %677 = load i8, ptr %676, align 4, !tbaa !5
  %678 = sext i8 %677 to i32
  %679 = tail call i32 @putchar(i32 %678)
  %680 = getelementptr inbounds i8, ptr %7, i64 3
  %681 = load i8, ptr %680, align 1, !tbaa !5
  %682 = sext i8 %681 to i32
  %683 = tail call i32 @putchar(i32 %682)
  %684 = getelementptr inbounds i8, ptr %7, i64 2
  %685 = load i8, ptr %684, align 2, !tbaa !5
  %686 = sext i8 %685 to i32
  %687 = tail call i32 @putchar(i32 %686)
  %688 = getelementptr inbounds i8, ptr %7, i64 1
  %689 = load i8, ptr %688, align 1, !tbaa !5
  %690 = sext i8 %689 to i32
  %691 = tail call i32 @putchar(i32 %690)
  %692 = load i8, ptr %7, align 16, !tbaa !5
  %693 = sext i8 %692 to i32
  %694 = tail call i32 @putchar(i32 %693)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #4
  %695 = tail call i32 @putchar(i32 10)
  %696 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %699 = tail call i32 @putchar(i32 10)
  %700 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %701 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %702 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %703 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %705 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %706 = tail call i32 @putchar(i32 10)
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #4
  br label %708

708:                                              ; preds = %708, %607
  %709 = phi i32 [ 1, %607 ], [ %727, %708 ]
  %710 = phi i64 [ 0, %607 ], [ %723, %708 ]
  %711 = phi i512 [ 232903844422231563002894095864749153869098384508326780633371, %607 ], [ %725, %708 ]
  %712 = freeze i512 %711
  %713 = udiv i512 %712, 10
  %714 = mul i512 %713, 10
  %715 = sub i512 %712, %714
  %716 = trunc nuw nsw i512 %715 to i8
  %717 = or disjoint i8 %716, 48
  %718 = or disjoint i64 %710, 1
  %719 = getelementptr inbounds [160 x i8], ptr %6, i64 0, i64 %710
  store i8 %717, ptr %719, align 2, !tbaa !5
  %720 = urem i512 %713, 10
  %721 = trunc nuw nsw i512 %720 to i8
  %722 = or disjoint i8 %721, 48
  %723 = add nuw nsw i64 %710, 2
  %724 = getelementptr inbounds [160 x i8], ptr %6, i64 0, i64 %718
  store i8 %722, ptr %724, align 1, !tbaa !5
  %725 = udiv i512 %711, 100
  %726 = icmp ult i512 %711, 100
  %727 = add nuw nsw i32 %709, 2
  br i1 %726, label %728, label %708, !llvm.loop !8

728:                                              ; preds = %708
  %729 = add nuw nsw i32 %709, 1
  %730 = zext nneg i32 %729 to i64
  br label %731

731:                                              ; preds = %731, %728
  %732 = phi i64 [ %730, %728 ], [ %733, %731 ]
  %733 = add nsw i64 %732, -1
  %734 = getelementptr inbounds [160 x i8], ptr %6, i64 0, i64 %733
  %735 = load i8, ptr %734, align 1, !tbaa !5
  %736 = sext i8 %735 to i32
  %737 = tail call i32 @putchar(i32 %736)
  %738 = icmp eq i64 %733, 0
  br i1 %738, label %739, label %731, !llvm.loop !10

739:                                              ; preds = %731
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #4
  %740 = tail call i32 @putchar(i32 10)
  %741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %742

742:                                              ; preds = %751, %739
  %743 = phi i512 [ 7, %739 ], [ %754, %751 ]
  %744 = phi i512 [ 1, %739 ], [ %752, %751 ]
  %745 = phi i200 [ 1427247692705959881058285969449495136382746624, %739 ], [ %755, %751 ]
  %746 = and i200 %745, 1
  %747 = icmp eq i200 %746, 0
  br i1 %747, label %751, label %748

748:                                              ; preds = %742
  %749 = mul nuw nsw i512 %744, %743
  %750 = urem i512 %749, 170141183460469231731687303715884105727
  br label %751

751:                                              ; preds = %748, %742
  %752 = phi i512 [ %750, %748 ], [ %744, %742 ]
  %753 = mul nuw nsw i512 %743, %743
  %754 = urem i512 %753, 170141183460469231731687303715884105727
  %755 = lshr i200 %745, 1
  %756 = icmp ult i200 %745, 2
  br i1 %756, label %757, label %742, !llvm.loop !11

757:                                              ; preds = %751
  %758 = and i512 %752, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #4
  br label %759

759:                                              ; preds = %759, %757
  %760 = phi i32 [ %772, %759 ], [ 1, %757 ]
  %761 = phi i64 [ %769, %759 ], [ 0, %757 ]
  %762 = phi i512 [ %764, %759 ], [ %758, %757 ]
  %763 = freeze i512 %762
  %764 = udiv i512 %763, 10
  %765 = mul i512 %764, 10
  %766 = sub i512 %763, %765
  %767 = trunc nuw nsw i512 %766 to i8
  %768 = or disjoint i8 %767, 48
  %769 = add nuw nsw i64 %761, 1
  %770 = getelementptr inbounds [160 x i8], ptr %5, i64 0, i64 %761
  store i8 %768, ptr %770, align 1, !tbaa !5
  %771 = icmp ult i512 %762, 10
  %772 = add nuw i32 %760, 1
  br i1 %771, label %773, label %759, !llvm.loop !8

773:                                              ; preds = %759
  %774 = sext i32 %760 to i64
  br label %775

775:                                              ; preds = %775, %773
  %776 = phi i64 [ %774, %773 ], [ %777, %775 ]
  %777 = add nsw i64 %776, -1
  %778 = getelementptr inbounds [160 x i8], ptr %5, i64 0, i64 %777
  %779 = load i8, ptr %778, align 1, !tbaa !5
  %780 = sext i8 %779 to i32
  %781 = tail call i32 @putchar(i32 %780)
  %782 = icmp eq i64 %777, 0
  br i1 %782, label %783, label %775, !llvm.loop !10

783:                                              ; preds = %775
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #4
  %784 = tail call i32 @putchar(i32 10)
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %787 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %789 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %790 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %791 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %792 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %793 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %794 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %795 = tail call i32 @putchar(i32 10)
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  %797 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #4
  br label %798

798:                                              ; preds = %809, %783
  %799 = phi i64 [ 0, %783 ], [ %814, %809 ]
  %800 = phi i512 [ 340282366920938463463374607431768211456, %783 ], [ %816, %809 ]
  %801 = freeze i512 %800
  %802 = udiv i512 %801, 10
  %803 = mul i512 %802, 10
  %804 = sub i512 %801, %803
  %805 = trunc nuw nsw i512 %804 to i8
  %806 = or disjoint i8 %805, 48
  %807 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %799
  store i8 %806, ptr %807, align 2, !tbaa !5
  %808 = icmp eq i64 %799, 38
  br i1 %808, label %817, label %809, !llvm.loop !8

809:                                              ; preds = %798
  %810 = or disjoint i64 %799, 1
  %811 = urem i512 %802, 10
  %812 = trunc nuw nsw i512 %811 to i8
  %813 = or disjoint i8 %812, 48
  %814 = add nuw nsw i64 %799, 2
  %815 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %810
  store i8 %813, ptr %815, align 1, !tbaa !5
  %816 = udiv i512 %800, 100
  br label %798

817:                                              ; preds = %798, %817
  %818 = phi i64 [ %819, %817 ], [ 39, %798 ]
  %819 = add nsw i64 %818, -1
  %820 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %819
  %821 = load i8, ptr %820, align 1, !tbaa !5
  %822 = sext i8 %821 to i32
  %823 = tail call i32 @putchar(i32 %822)
  %824 = icmp eq i64 %819, 0
  br i1 %824, label %825, label %817, !llvm.loop !10

825:                                              ; preds = %817
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #4
  %826 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 1)
  %827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %828 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %829 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  %830 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %831

831:                                              ; preds = %831, %825
  %832 = phi i64 [ 0, %825 ], [ %845, %831 ]
  %833 = phi i512 [ 123456789876542523086415, %825 ], [ %847, %831 ]
  %834 = freeze i512 %833
  %835 = udiv i512 %834, 10
  %836 = mul i512 %835, 10
  %837 = sub i512 %834, %836
  %838 = trunc nuw nsw i512 %837 to i8
  %839 = or disjoint i8 %838, 48
  %840 = or disjoint i64 %832, 1
  %841 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %832
  store i8 %839, ptr %841, align 2, !tbaa !5
  %842 = urem i512 %835, 10
  %843 = trunc nuw nsw i512 %842 to i8
  %844 = or disjoint i8 %843, 48
  %845 = add nuw nsw i64 %832, 2
  %846 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %840
  store i8 %844, ptr %846, align 1, !tbaa !5
  %847 = udiv i512 %833, 100
  %848 = icmp eq i64 %845, 24
  br i1 %848, label %849, label %831, !llvm.loop !8

849:                                              ; preds = %831
  %850 = getelementptr inbounds i8, ptr %3, i64 23
  %851 = load i8, ptr %850, align 1, !tbaa !5
  %852 = sext i8 %851 to i32
  %853 = tail call i32 @putchar(i32 %852)
  %854 = getelementptr inbounds i8, ptr %3, i64 22
  %855 = load i8, ptr %854, align 2, !tbaa !5
  %856 = sext i8 %855 to i32
  %857 = tail call i32 @putchar(i32 %856)
  %858 = getelementptr inbounds i8, ptr %3, i64 21
  %859 = load i8, ptr %858, align 1, !tbaa !5
  %860 = sext i8 %859 to i32
  %861 = tail call i32 @putchar(i32 %860)
  %862 = getelementptr inbounds i8, ptr %3, i64 20
  %863 = load i8, ptr %862, align 4, !tbaa !5
  %864 = sext i8 %863 to i32
  %865 = tail call i32 @putchar(i32 %864)
  %866 = getelementptr inbounds i8, ptr %3, i64 19
  %867 = load i8, ptr %866, align 1, !tbaa !5
  %868 = sext i8 %867 to i32
  %869 = tail call i32 @putchar(i32 %868)
  %870 = getelementptr inbounds i8, ptr %3, i64 18
  %871 = load i8, ptr %870, align 2, !tbaa !5
  %872 = sext i8 %871 to i32
  %873 = tail call i32 @putchar(i32 %872)
  %874 = getelementptr inbounds i8, ptr %3, i64 17
  %875 = load i8, ptr %874, align 1, !tbaa !5
  %876 = sext i8 %875 to i32
  %877 = tail call i32 @putchar(i32 %876)
  %878 = getelementptr inbounds i8, ptr %3, i64 16
  %879 = load i8, ptr %878, align 16, !tbaa !5
  %880 = sext i8 %879 to i32
  %881 = tail call i32 @putchar(i32 %880)
  %882 = getelementptr inbounds i8, ptr %3, i64 15
  %883 = load i8, ptr %882, align 1, !tbaa !5
  %884 = sext i8 %883 to i32
  %885 = tail call i32 @putchar(i32 %884)
  %886 = getelementptr inbounds i8, ptr %3, i64 14
  %887 = load i8, ptr %886, align 2, !tbaa !5
  %888 = sext i8 %887 to i32
  %889 = tail call i32 @putchar(i32 %888)
  %890 = getelementptr inbounds i8, ptr %3, i64 13
  %891 = load i8, ptr %890, align 1, !tbaa !5
  %892 = sext i8 %891 to i32
  %893 = tail call i32 @putchar(i32 %892)
  %894 = getelementptr inbounds i8, ptr %3, i64 12
  %895 = load i8, ptr %894, align 4, !tbaa !5
  %896 = sext i8 %895 to i32
  %897 = tail call i32 @putchar(i32 %896)
  %898 = getelementptr inbounds i8, ptr %3, i64 11
  %899 = load i8, ptr %898, align 1, !tbaa !5
  %900 = sext i8 %899 to i32
  %901 = tail call i32 @putchar(i32 %900)
  %902 = getelementptr inbounds i8, ptr %3, i64 10
  %903 = load i8, ptr %902, align 2, !tbaa !5
  %904 = sext i8 %903 to i32
  %905 = tail call i32 @putchar(i32 %904)
  %906 = getelementptr inbounds i8, ptr %3, i64 9
  %907 = load i8, ptr %906, align 1, !tbaa !5
  %908 = sext i8 %907 to i32
  %909 = tail call i32 @putchar(i32 %908)
  %910 = getelementptr inbounds i8, ptr %3, i64 8
  %911 = load i8, ptr %910, align 8, !tbaa !5
  %912 = sext i8 %911 to i32
  %913 = tail call i32 @putchar(i32 %912)
  %914 = getelementptr inbounds i8, ptr %3, i64 7
  %915 = load i8, ptr %914, align 1, !tbaa !5
  %916 = sext i8 %915 to i32
  %917 = tail call i32 @putchar(i32 %916)
  %918 = getelementptr inbounds i8, ptr %3, i64 6
  %919 = load i8, ptr %918, align 2, !tbaa !5
  %920 = sext i8 %919 to i32
  %921 = tail call i32 @putchar(i32 %920)
  %922 = getelementptr inbounds i8, ptr %3, i64 5
  %923 = load i8, ptr %922, align 1, !tbaa !5
  %924 = sext i8 %923 to i32
  %925 = tail call i32 @putchar(i32 %924)
  %926 = getelementptr inbounds i8, ptr %3, i64 4
  %927 = load i8, ptr %926, align 4, !tbaa !5
  %928 = sext i8 %927 to i32
  %929 = tail call i32 @putchar(i32 %928)
  %930 = getelementptr inbounds i8, ptr %3, i64 3
  %931 = load i8, ptr %930, align 1, !tbaa !5
  %932 = sext i8 %931 to i32
  %933 = tail call i32 @putchar(i32 %932)
  %934 = getelementptr inbounds i8, ptr %3, i64 2
  %935 = load i8, ptr %934, align 2, !tbaa !5
  %936 = sext i8 %935 to i32
  %937 = tail call i32 @putchar(i32 %936)
  %938 = getelementptr inbounds i8, ptr %3, i64 1
  %939 = load i8, ptr %938, align 1, !tbaa !5
  %940 = sext i8 %939 to i32
  %941 = tail call i32 @putchar(i32 %940)
  %942 = load i8, ptr %3, align 16, !tbaa !5
  %943 = sext i8 %942 to i32
  %944 = tail call i32 @putchar(i32 %943)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  %945 = tail call i32 @putchar(i32 10)
  %946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 1)
  %947 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %948

948:                                              ; preds = %959, %849
  %949 = phi i64 [ 0, %849 ], [ %964, %959 ]
  %950 = phi i512 [ 57896044618658097711785492504343953926634992332820282019728792003956564819968, %849 ], [ %966, %959 ]
  %951 = freeze i512 %950
  %952 = udiv i512 %951, 10
  %953 = mul i512 %952, 10
  %954 = sub i512 %951, %953
  %955 = trunc nuw nsw i512 %954 to i8
  %956 = or disjoint i8 %955, 48
  %957 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %949
  store i8 %956, ptr %957, align 2, !tbaa !5
  %958 = icmp eq i64 %949, 76
  br i1 %958, label %967, label %959, !llvm.loop !8

959:                                              ; preds = %948
  %960 = or disjoint i64 %949, 1
  %961 = urem i512 %952, 10
  %962 = trunc nuw nsw i512 %961 to i8
  %963 = or disjoint i8 %962, 48
  %964 = add nuw nsw i64 %949, 2
  %965 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %960
  store i8 %963, ptr %965, align 1, !tbaa !5
  %966 = udiv i512 %950, 100
  br label %948

967:                                              ; preds = %948, %967
  %968 = phi i64 [ %969, %967 ], [ 77, %948 ]
  %969 = add nsw i64 %968, -1
  %970 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %969
  %971 = load i8, ptr %970, align 1, !tbaa !5
  %972 = sext i8 %971 to i32
  %973 = tail call i32 @putchar(i32 %972)
  %974 = icmp eq i64 %969, 0
  br i1 %974, label %1010, label %967, !llvm.loop !10

975:                                              ; preds = %975, %1010
  %976 = phi i64 [ 0, %1010 ], [ %989, %975 ]
  %977 = phi i512 [ 1809251394333065548785470339220737987330501442994884001039758166775616765833, %1010 ], [ %991, %975 ]
  %978 = freeze i512 %977
  %979 = udiv i512 %978, 10
  %980 = mul i512 %979, 10
  %981 = sub i512 %978, %980
  %982 = trunc nuw nsw i512 %981 to i8
  %983 = or disjoint i8 %982, 48
  %984 = or disjoint i64 %976, 1
  %985 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %976
  store i8 %983, ptr %985, align 2, !tbaa !5
  %986 = urem i512 %979, 10
  %987 = trunc nuw nsw i512 %986 to i8
  %988 = or disjoint i8 %987, 48
  %989 = add nuw nsw i64 %976, 2
  %990 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %984
  store i8 %988, ptr %990, align 1, !tbaa !5
  %991 = udiv i512 %977, 100
  %992 = icmp eq i64 %989, 76
  br i1 %992, label %993, label %975, !llvm.loop !8

993:                                              ; preds = %975, %993
  %994 = phi i64 [ %995, %993 ], [ 76, %975 ]
  %995 = add nsw i64 %994, -1
  %996 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %995
  %997 = load i8, ptr %996, align 1, !tbaa !5
  %998 = sext i8 %997 to i32
  %999 = tail call i32 @putchar(i32 %998)
  %1000 = icmp eq i64 %995, 0
  br i1 %1000, label %1001, label %993, !llvm.loop !10

1001:                                             ; preds = %993
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #4
  %1002 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #4
  store i256 72555702159401713385052640506756751399, ptr %15, align 16, !tbaa !12
  %1003 = getelementptr inbounds i8, ptr %15, i64 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %1003, align 16, !tbaa !12
  %1004 = getelementptr inbounds i8, ptr %15, i64 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %1004, align 16, !tbaa !12
  %1005 = getelementptr inbounds i8, ptr %15, i64 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %1005, align 16, !tbaa !12
  %1006 = getelementptr inbounds i8, ptr %15, i64 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %1006, align 16, !tbaa !12
  %1007 = getelementptr inbounds i8, ptr %15, i64 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %1007, align 16, !tbaa !12
  %1008 = getelementptr inbounds i8, ptr %15, i64 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %1008, align 16, !tbaa !12
  %1009 = getelementptr inbounds i8, ptr %15, i64 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %1009, align 16, !tbaa !12
  br label %1052

1010:                                             ; preds = %967
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  %1011 = tail call i32 @putchar(i32 10)
  %1012 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 1, i32 noundef 0)
  %1013 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %1014 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %1015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %1016 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %1017 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %1018 = tail call i32 @putchar(i32 10)
  %1019 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %1020 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %1021 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %1023 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %1024 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %1025 = tail call i32 @putchar(i32 10)
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %1027 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %1028 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %1029 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2)
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 3)
  %1032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 4)
  %1033 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 5)
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %1035 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %1036 = tail call i32 @putchar(i32 10)
  %1037 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %1038 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %1039 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %1040 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %1041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %1042 = tail call i32 @putchar(i32 32)
  %1043 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %1044 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %1045 = tail call i32 @putchar(i32 10)
  %1046 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %1047 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %1048 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %1049 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1)
  %1050 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  %1051 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #4
  br label %975

1052:                                             ; preds = %1001, %1091
  %1053 = phi i64 [ 7, %1001 ], [ %1093, %1091 ]
  %1054 = phi i32 [ 0, %1001 ], [ %1092, %1091 ]
  %1055 = icmp ult i32 %1054, 7
  br i1 %1055, label %1095, label %1091

1056:                                             ; preds = %1091
  %1057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %1058 = load i256, ptr %15, align 16, !tbaa !12
  %1059 = lshr i256 %1058, 136
  %1060 = trunc i256 %1059 to i64
  %1061 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1060)
  %1062 = load i256, ptr %1003, align 16, !tbaa !12
  %1063 = lshr i256 %1062, 136
  %1064 = trunc i256 %1063 to i64
  %1065 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1064)
  %1066 = load i256, ptr %1004, align 16, !tbaa !12
  %1067 = lshr i256 %1066, 136
  %1068 = trunc i256 %1067 to i64
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1068)
  %1070 = load i256, ptr %1005, align 16, !tbaa !12
  %1071 = lshr i256 %1070, 136
  %1072 = trunc i256 %1071 to i64
  %1073 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1072)
  %1074 = load i256, ptr %1006, align 16, !tbaa !12
  %1075 = lshr i256 %1074, 136
  %1076 = trunc i256 %1075 to i64
  %1077 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1076)
  %1078 = load i256, ptr %1007, align 16, !tbaa !12
  %1079 = lshr i256 %1078, 136
  %1080 = trunc i256 %1079 to i64
  %1081 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1080)
  %1082 = load i256, ptr %1008, align 16, !tbaa !12
  %1083 = lshr i256 %1082, 136
  %1084 = trunc i256 %1083 to i64
  %1085 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1084)
  %1086 = load i256, ptr %1009, align 16, !tbaa !12
  %1087 = lshr i256 %1086, 136
  %1088 = trunc i256 %1087 to i64
  %1089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1088)
  %1090 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #4
  ret i32 41

1091:                                             ; preds = %1108, %1052
  %1092 = add nuw nsw i32 %1054, 1
  %1093 = add nsw i64 %1053, -1
  %1094 = icmp eq i32 %1092, 8
  br i1 %1094, label %1056, label %1052, !llvm.loop !14

1095:                                             ; preds = %1052, %1108
  %1096 = phi i64 [ %1110, %1108 ], [ 0, %1052 ]
  %1097 = phi i64 [ %1109, %1108 ], [ 1, %1052 ]
  %1098 = getelementptr inbounds [8 x i256], ptr %15, i64 0, i64 %1096
  %1099 = load i256, ptr %1098, align 16, !tbaa !12
  %1100 = trunc i256 %1099 to i200
  %1101 = getelementptr inbounds [8 x i256], ptr %15, i64 0, i64 %1097
  %1102 = load i256, ptr %1101, align 16, !tbaa !12
  %1103 = trunc i256 %1102 to i200
  %1104 = icmp ugt i200 %1100, %1103
  br i1 %1104, label %1105, label %1108

1105:                                             ; preds = %1095
  %1106 = and i256 %1099, 1606938044258990275541962092341162602522202993782792835301375
  %1107 = and i256 %1102, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %1107, ptr %1098, align 16, !tbaa !12
  store i256 %1106, ptr %1101, align 16, !tbaa !12
  br label %1108

1108:                                             ; preds = %1095, %1105
  %1109 = add nuw nsw i64 %1097, 1
  %1110 = add nuw nsw i64 %1096, 1
  %1111 = icmp eq i64 %1110, %1053
  br i1 %1111, label %1091, label %1095, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"_BitInt(200)", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
