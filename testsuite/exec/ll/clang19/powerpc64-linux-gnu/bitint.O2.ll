; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
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
  %13 = alloca [160 x i8], align 1
  %14 = alloca [160 x i8], align 1
  %15 = alloca [8 x i256], align 8
  %16 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %14) #4
  br label %17

17:                                               ; preds = %17, %0
  %18 = phi i32 [ %30, %17 ], [ 1, %0 ]
  %19 = phi i64 [ %27, %17 ], [ 0, %0 ]
  %20 = phi i512 [ %22, %17 ], [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ]
  %21 = freeze i512 %20
  %22 = udiv i512 %21, 10
  %23 = mul i512 %22, 10
  %24 = sub i512 %21, %23
  %25 = trunc nuw nsw i512 %24 to i8
  %26 = or disjoint i8 %25, 48
  %27 = add nuw nsw i64 %19, 1
  %28 = getelementptr inbounds [160 x i8], ptr %14, i64 0, i64 %19
  store i8 %26, ptr %28, align 1, !tbaa !5
  %29 = icmp ult i512 %20, 10
  %30 = add nuw i32 %18, 1
  br i1 %29, label %31, label %17, !llvm.loop !8

31:                                               ; preds = %17
  %32 = sext i32 %18 to i64
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ %32, %31 ], [ %35, %33 ]
  %35 = add nsw i64 %34, -1
  %36 = getelementptr inbounds [160 x i8], ptr %14, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = tail call i32 @putchar(i32 %38)
  %40 = icmp eq i64 %35, 0
  br i1 %40, label %41, label %33, !llvm.loop !10

41:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %14) #4
  %42 = tail call i32 @putchar(i32 10)
  %43 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7615934871426038123)
  %46 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2942341209429710569)
  %47 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7417316921074365874)
  %48 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7765839507864143593)
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 4996476375798957804)
  %50 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -5496873336702303510)
  %51 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2825382156216303616)
  %52 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %53 = tail call i32 @putchar(i32 10)
  %54 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %58 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %59 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %60 = tail call i32 @putchar(i32 10)
  %61 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %62 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #4
  br label %63

63:                                               ; preds = %63, %41
  %64 = phi i32 [ %76, %63 ], [ 1, %41 ]
  %65 = phi i64 [ %73, %63 ], [ 0, %41 ]
  %66 = phi i512 [ %68, %63 ], [ 4344870457387625434801801166580681263482520224137216000000000000, %41 ]
  %67 = freeze i512 %66
  %68 = udiv i512 %67, 10
  %69 = mul i512 %68, 10
  %70 = sub i512 %67, %69
  %71 = trunc nuw nsw i512 %70 to i8
  %72 = or disjoint i8 %71, 48
  %73 = add nuw nsw i64 %65, 1
  %74 = getelementptr inbounds [160 x i8], ptr %13, i64 0, i64 %65
  store i8 %72, ptr %74, align 1, !tbaa !5
  %75 = icmp ult i512 %66, 10
  %76 = add nuw i32 %64, 1
  br i1 %75, label %77, label %63, !llvm.loop !8

77:                                               ; preds = %63
  %78 = sext i32 %64 to i64
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ %78, %77 ], [ %81, %79 ]
  %81 = add nsw i64 %80, -1
  %82 = getelementptr inbounds [160 x i8], ptr %13, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !5
  %84 = zext i8 %83 to i32
  %85 = tail call i32 @putchar(i32 %84)
  %86 = icmp eq i64 %81, 0
  br i1 %86, label %87, label %79, !llvm.loop !10

87:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #4
  %88 = tail call i32 @putchar(i32 10)
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %90 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #4
  br label %91

91:                                               ; preds = %91, %87
  %92 = phi i32 [ %104, %91 ], [ 1, %87 ]
  %93 = phi i64 [ %101, %91 ], [ 0, %87 ]
  %94 = phi i512 [ %96, %91 ], [ 4344857422815356988730834974075759036205411607902392292823, %87 ]
  %95 = freeze i512 %94
  %96 = udiv i512 %95, 10
  %97 = mul i512 %96, 10
  %98 = sub i512 %95, %97
  %99 = trunc nuw nsw i512 %98 to i8
  %100 = or disjoint i8 %99, 48
  %101 = add nuw nsw i64 %93, 1
  %102 = getelementptr inbounds [160 x i8], ptr %12, i64 0, i64 %93
  store i8 %100, ptr %102, align 1, !tbaa !5
  %103 = icmp ult i512 %94, 10
  %104 = add nuw i32 %92, 1
  br i1 %103, label %105, label %91, !llvm.loop !8

105:                                              ; preds = %91
  %106 = sext i32 %92 to i64
  br label %107

107:                                              ; preds = %107, %105
  %108 = phi i64 [ %106, %105 ], [ %109, %107 ]
  %109 = add nsw i64 %108, -1
  %110 = getelementptr inbounds [160 x i8], ptr %12, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !5
  %112 = zext i8 %111 to i32
  %113 = tail call i32 @putchar(i32 %112)
  %114 = icmp eq i64 %109, 0
  br i1 %114, label %115, label %107, !llvm.loop !10

115:                                              ; preds = %107
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #4
  %116 = tail call i32 @putchar(i32 10)
  %117 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %118 = tail call i32 @putchar(i32 45)
  %119 = tail call i32 @putchar(i32 49)
  %120 = tail call i32 @putchar(i32 50)
  %121 = tail call i32 @putchar(i32 49)
  %122 = tail call i32 @putchar(i32 53)
  %123 = tail call i32 @putchar(i32 51)
  %124 = tail call i32 @putchar(i32 49)
  %125 = tail call i32 @putchar(i32 10)
  %126 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %11) #4
  br label %127

127:                                              ; preds = %127, %115
  %128 = phi i32 [ %140, %127 ], [ 1, %115 ]
  %129 = phi i64 [ %137, %127 ], [ 0, %115 ]
  %130 = phi i512 [ %132, %127 ], [ 3427498442082833800366089325649191, %115 ]
  %131 = freeze i512 %130
  %132 = udiv i512 %131, 10
  %133 = mul i512 %132, 10
  %134 = sub i512 %131, %133
  %135 = trunc nuw nsw i512 %134 to i8
  %136 = or disjoint i8 %135, 48
  %137 = add nuw nsw i64 %129, 1
  %138 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %129
  store i8 %136, ptr %138, align 1, !tbaa !5
  %139 = icmp ult i512 %130, 10
  %140 = add nuw i32 %128, 1
  br i1 %139, label %141, label %127, !llvm.loop !8

141:                                              ; preds = %127
  %142 = sext i32 %128 to i64
  %143 = add nsw i64 %142, -1
  %144 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1, !tbaa !5
  %146 = zext i8 %145 to i32
  %147 = tail call i32 @putchar(i32 %146)
  %148 = add nsw i64 %142, -2
  %149 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %148
  %150 = load i8, ptr %149, align 1, !tbaa !5
  %151 = zext i8 %150 to i32
  %152 = tail call i32 @putchar(i32 %151)
  %153 = add nsw i64 %142, -3
  %154 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !5
  %156 = zext i8 %155 to i32
  %157 = tail call i32 @putchar(i32 %156)
  %158 = add nsw i64 %142, -4
  %159 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !5
  %161 = zext i8 %160 to i32
  %162 = tail call i32 @putchar(i32 %161)
  %163 = add nsw i64 %142, -5
  %164 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !5
  %166 = zext i8 %165 to i32
  %167 = tail call i32 @putchar(i32 %166)
  %168 = add nsw i64 %142, -6
  %169 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %168
  %170 = load i8, ptr %169, align 1, !tbaa !5
  %171 = zext i8 %170 to i32
  %172 = tail call i32 @putchar(i32 %171)
  %173 = add nsw i64 %142, -7
  %174 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %173
  %175 = load i8, ptr %174, align 1, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = tail call i32 @putchar(i32 %176)
  %178 = add nsw i64 %142, -8
  %179 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !5
  %181 = zext i8 %180 to i32
  %182 = tail call i32 @putchar(i32 %181)
  %183 = add nsw i64 %142, -9
  %184 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !5
  %186 = zext i8 %185 to i32
  %187 = tail call i32 @putchar(i32 %186)
  %188 = add nsw i64 %142, -10
  %189 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %188
  %190 = load i8, ptr %189, align 1, !tbaa !5
  %191 = zext i8 %190 to i32
  %192 = tail call i32 @putchar(i32 %191)
  %193 = add nsw i64 %142, -11
  %194 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %193
  %195 = load i8, ptr %194, align 1, !tbaa !5
  %196 = zext i8 %195 to i32
  %197 = tail call i32 @putchar(i32 %196)
  %198 = add nsw i64 %142, -12
  %199 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !5
  %201 = zext i8 %200 to i32
  %202 = tail call i32 @putchar(i32 %201)
  %203 = add nsw i64 %142, -13
  %204 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %203
  %205 = load i8, ptr %204, align 1, !tbaa !5
  %206 = zext i8 %205 to i32
  %207 = tail call i32 @putchar(i32 %206)
  %208 = add nsw i64 %142, -14
  %209 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %208
  %210 = load i8, ptr %209, align 1, !tbaa !5
  %211 = zext i8 %210 to i32
  %212 = tail call i32 @putchar(i32 %211)
  %213 = add nsw i64 %142, -15
  %214 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !5
  %216 = zext i8 %215 to i32
  %217 = tail call i32 @putchar(i32 %216)
  %218 = add nsw i64 %142, -16
  %219 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %218
  %220 = load i8, ptr %219, align 1, !tbaa !5
  %221 = zext i8 %220 to i32
  %222 = tail call i32 @putchar(i32 %221)
  %223 = add nsw i64 %142, -17
  %224 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !5
  %226 = zext i8 %225 to i32
  %227 = tail call i32 @putchar(i32 %226)
  %228 = add nsw i64 %142, -18
  %229 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !5
  %231 = zext i8 %230 to i32
  %232 = tail call i32 @putchar(i32 %231)
  %233 = add nsw i64 %142, -19
  %234 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !5
  %236 = zext i8 %235 to i32
  %237 = tail call i32 @putchar(i32 %236)
  %238 = add nsw i64 %142, -20
  %239 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %238
  %240 = load i8, ptr %239, align 1, !tbaa !5
  %241 = zext i8 %240 to i32
  %242 = tail call i32 @putchar(i32 %241)
  %243 = add nsw i64 %142, -21
  %244 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !5
  %246 = zext i8 %245 to i32
  %247 = tail call i32 @putchar(i32 %246)
  %248 = add nsw i64 %142, -22
  %249 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !5
  %251 = zext i8 %250 to i32
  %252 = tail call i32 @putchar(i32 %251)
  %253 = add nsw i64 %142, -23
  %254 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %253
  %255 = load i8, ptr %254, align 1, !tbaa !5
  %256 = zext i8 %255 to i32
  %257 = tail call i32 @putchar(i32 %256)
  %258 = add nsw i64 %142, -24
  %259 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %258
  %260 = load i8, ptr %259, align 1, !tbaa !5
  %261 = zext i8 %260 to i32
  %262 = tail call i32 @putchar(i32 %261)
  %263 = add nsw i64 %142, -25
  %264 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %263
  %265 = load i8, ptr %264, align 1, !tbaa !5
  %266 = zext i8 %265 to i32
  %267 = tail call i32 @putchar(i32 %266)
  %268 = add nsw i64 %142, -26
  %269 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %268
  %270 = load i8, ptr %269, align 1, !tbaa !5
  %271 = zext i8 %270 to i32
  %272 = tail call i32 @putchar(i32 %271)
  %273 = add nsw i64 %142, -27
  %274 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %273
  %275 = load i8, ptr %274, align 1, !tbaa !5
  %276 = zext i8 %275 to i32
  %277 = tail call i32 @putchar(i32 %276)
  %278 = add nsw i64 %142, -28
  %279 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %278
  %280 = load i8, ptr %279, align 1, !tbaa !5
  %281 = zext i8 %280 to i32
  %282 = tail call i32 @putchar(i32 %281)
  %283 = add nsw i64 %142, -29
  %284 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %283
  %285 = load i8, ptr %284, align 1, !tbaa !5
  %286 = zext i8 %285 to i32
  %287 = tail call i32 @putchar(i32 %286)
  %288 = add nsw i64 %142, -30
  %289 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %288
  %290 = load i8, ptr %289, align 1, !tbaa !5
  %291 = zext i8 %290 to i32
  %292 = tail call i32 @putchar(i32 %291)
  %293 = add nsw i64 %142, -31
  %294 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %293
  %295 = load i8, ptr %294, align 1, !tbaa !5
  %296 = zext i8 %295 to i32
  %297 = tail call i32 @putchar(i32 %296)
  %298 = add nsw i64 %142, -32
  %299 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %298
  %300 = load i8, ptr %299, align 1, !tbaa !5
  %301 = zext i8 %300 to i32
  %302 = tail call i32 @putchar(i32 %301)
  %303 = add nsw i64 %142, -33
  %304 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %303
  %305 = load i8, ptr %304, align 1, !tbaa !5
  %306 = zext i8 %305 to i32
  %307 = tail call i32 @putchar(i32 %306)
  %308 = add nsw i64 %142, -34
  %309 = getelementptr inbounds [160 x i8], ptr %11, i64 0, i64 %308
  %310 = load i8, ptr %309, align 1, !tbaa !5
  %311 = zext i8 %310 to i32
  %312 = tail call i32 @putchar(i32 %311)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %11) #4
  %313 = tail call i32 @putchar(i32 10)
  %314 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  %315 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10) #4
  br label %316

316:                                              ; preds = %316, %141
  %317 = phi i32 [ %329, %316 ], [ 1, %141 ]
  %318 = phi i64 [ %326, %316 ], [ 0, %141 ]
  %319 = phi i512 [ %321, %316 ], [ 427870619339166170912919204847, %141 ]
  %320 = freeze i512 %319
  %321 = udiv i512 %320, 10
  %322 = mul i512 %321, 10
  %323 = sub i512 %320, %322
  %324 = trunc nuw nsw i512 %323 to i8
  %325 = or disjoint i8 %324, 48
  %326 = add nuw nsw i64 %318, 1
  %327 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %318
  store i8 %325, ptr %327, align 1, !tbaa !5
  %328 = icmp ult i512 %319, 10
  %329 = add nuw i32 %317, 1
  br i1 %328, label %330, label %316, !llvm.loop !8

330:                                              ; preds = %316
  %331 = sext i32 %317 to i64
  %332 = add nsw i64 %331, -1
  %333 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %332
  %334 = load i8, ptr %333, align 1, !tbaa !5
  %335 = zext i8 %334 to i32
  %336 = tail call i32 @putchar(i32 %335)
  %337 = add nsw i64 %331, -2
  %338 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %337
  %339 = load i8, ptr %338, align 1, !tbaa !5
  %340 = zext i8 %339 to i32
  %341 = tail call i32 @putchar(i32 %340)
  %342 = add nsw i64 %331, -3
  %343 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %342
  %344 = load i8, ptr %343, align 1, !tbaa !5
  %345 = zext i8 %344 to i32
  %346 = tail call i32 @putchar(i32 %345)
  %347 = add nsw i64 %331, -4
  %348 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %347
  %349 = load i8, ptr %348, align 1, !tbaa !5
  %350 = zext i8 %349 to i32
  %351 = tail call i32 @putchar(i32 %350)
  %352 = add nsw i64 %331, -5
  %353 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %352
  %354 = load i8, ptr %353, align 1, !tbaa !5
  %355 = zext i8 %354 to i32
  %356 = tail call i32 @putchar(i32 %355)
  %357 = add nsw i64 %331, -6
  %358 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %357
  %359 = load i8, ptr %358, align 1, !tbaa !5
  %360 = zext i8 %359 to i32
  %361 = tail call i32 @putchar(i32 %360)
  %362 = add nsw i64 %331, -7
  %363 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %362
  %364 = load i8, ptr %363, align 1, !tbaa !5
  %365 = zext i8 %364 to i32
  %366 = tail call i32 @putchar(i32 %365)
  %367 = add nsw i64 %331, -8
  %368 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %367
  %369 = load i8, ptr %368, align 1, !tbaa !5
  %370 = zext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370)
  %372 = add nsw i64 %331, -9
  %373 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !5
  %375 = zext i8 %374 to i32
  %376 = tail call i32 @putchar(i32 %375)
  %377 = add nsw i64 %331, -10
  %378 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %377
  %379 = load i8, ptr %378, align 1, !tbaa !5
  %380 = zext i8 %379 to i32
  %381 = tail call i32 @putchar(i32 %380)
  %382 = add nsw i64 %331, -11
  %383 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %382
  %384 = load i8, ptr %383, align 1, !tbaa !5
  %385 = zext i8 %384 to i32
  %386 = tail call i32 @putchar(i32 %385)
  %387 = add nsw i64 %331, -12
  %388 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %387
  %389 = load i8, ptr %388, align 1, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390)
  %392 = add nsw i64 %331, -13
  %393 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %392
  %394 = load i8, ptr %393, align 1, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = tail call i32 @putchar(i32 %395)
  %397 = add nsw i64 %331, -14
  %398 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %397
  %399 = load i8, ptr %398, align 1, !tbaa !5
  %400 = zext i8 %399 to i32
  %401 = tail call i32 @putchar(i32 %400)
  %402 = add nsw i64 %331, -15
  %403 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %402
  %404 = load i8, ptr %403, align 1, !tbaa !5
  %405 = zext i8 %404 to i32
  %406 = tail call i32 @putchar(i32 %405)
  %407 = add nsw i64 %331, -16
  %408 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %407
  %409 = load i8, ptr %408, align 1, !tbaa !5
  %410 = zext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410)
  %412 = add nsw i64 %331, -17
  %413 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %412
  %414 = load i8, ptr %413, align 1, !tbaa !5
  %415 = zext i8 %414 to i32
  %416 = tail call i32 @putchar(i32 %415)
  %417 = add nsw i64 %331, -18
  %418 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %417
  %419 = load i8, ptr %418, align 1, !tbaa !5
  %420 = zext i8 %419 to i32
  %421 = tail call i32 @putchar(i32 %420)
  %422 = add nsw i64 %331, -19
  %423 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %422
  %424 = load i8, ptr %423, align 1, !tbaa !5
  %425 = zext i8 %424 to i32
  %426 = tail call i32 @putchar(i32 %425)
  %427 = add nsw i64 %331, -20
  %428 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %427
  %429 = load i8, ptr %428, align 1, !tbaa !5
  %430 = zext i8 %429 to i32
  %431 = tail call i32 @putchar(i32 %430)
  %432 = add nsw i64 %331, -21
  %433 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !5
  %435 = zext i8 %434 to i32
  %436 = tail call i32 @putchar(i32 %435)
  %437 = add nsw i64 %331, -22
  %438 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %437
  %439 = load i8, ptr %438, align 1, !tbaa !5
  %440 = zext i8 %439 to i32
  %441 = tail call i32 @putchar(i32 %440)
  %442 = add nsw i64 %331, -23
  %443 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %442
  %444 = load i8, ptr %443, align 1, !tbaa !5
  %445 = zext i8 %444 to i32
  %446 = tail call i32 @putchar(i32 %445)
  %447 = add nsw i64 %331, -24
  %448 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %447
  %449 = load i8, ptr %448, align 1, !tbaa !5
  %450 = zext i8 %449 to i32
  %451 = tail call i32 @putchar(i32 %450)
  %452 = add nsw i64 %331, -25
  %453 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %452
  %454 = load i8, ptr %453, align 1, !tbaa !5
  %455 = zext i8 %454 to i32
  %456 = tail call i32 @putchar(i32 %455)
  %457 = add nsw i64 %331, -26
  %458 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %457
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = zext i8 %459 to i32
  %461 = tail call i32 @putchar(i32 %460)
  %462 = add nsw i64 %331, -27
  %463 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %462
  %464 = load i8, ptr %463, align 1, !tbaa !5
  %465 = zext i8 %464 to i32
  %466 = tail call i32 @putchar(i32 %465)
  %467 = add nsw i64 %331, -28
  %468 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %467
  %469 = load i8, ptr %468, align 1, !tbaa !5
  %470 = zext i8 %469 to i32
  %471 = tail call i32 @putchar(i32 %470)
  %472 = add nsw i64 %331, -29
  %473 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %472
  %474 = load i8, ptr %473, align 1, !tbaa !5
  %475 = zext i8 %474 to i32
  %476 = tail call i32 @putchar(i32 %475)
  %477 = add nsw i64 %331, -30
  %478 = getelementptr inbounds [160 x i8], ptr %10, i64 0, i64 %477
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = zext i8 %479 to i32
  %481 = tail call i32 @putchar(i32 %480)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10) #4
  %482 = tail call i32 @putchar(i32 10)
  %483 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %484 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #4
  br label %485

485:                                              ; preds = %485, %330
  %486 = phi i32 [ %498, %485 ], [ 1, %330 ]
  %487 = phi i64 [ %495, %485 ], [ 0, %330 ]
  %488 = phi i512 [ %490, %485 ], [ 28751940851243596280421379846014180622146, %330 ]
  %489 = freeze i512 %488
  %490 = udiv i512 %489, 10
  %491 = mul i512 %490, 10
  %492 = sub i512 %489, %491
  %493 = trunc nuw nsw i512 %492 to i8
  %494 = or disjoint i8 %493, 48
  %495 = add nuw nsw i64 %487, 1
  %496 = getelementptr inbounds [160 x i8], ptr %9, i64 0, i64 %487
  store i8 %494, ptr %496, align 1, !tbaa !5
  %497 = icmp ult i512 %488, 10
  %498 = add nuw i32 %486, 1
  br i1 %497, label %499, label %485, !llvm.loop !8

499:                                              ; preds = %485
  %500 = sext i32 %486 to i64
  br label %501

501:                                              ; preds = %501, %499
  %502 = phi i64 [ %500, %499 ], [ %503, %501 ]
  %503 = add nsw i64 %502, -1
  %504 = getelementptr inbounds [160 x i8], ptr %9, i64 0, i64 %503
  %505 = load i8, ptr %504, align 1, !tbaa !5
  %506 = zext i8 %505 to i32
  %507 = tail call i32 @putchar(i32 %506)
  %508 = icmp eq i64 %503, 0
  br i1 %508, label %509, label %501, !llvm.loop !10

509:                                              ; preds = %501
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #4
  %510 = tail call i32 @putchar(i32 10)
  %511 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %512 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #4
  br label %513

513:                                              ; preds = %513, %509
  %514 = phi i32 [ %526, %513 ], [ 1, %509 ]
  %515 = phi i64 [ %523, %513 ], [ 0, %509 ]
  %516 = phi i512 [ %518, %513 ], [ 34758963659101003478414409332645450107860161793097728000000000000, %509 ]
  %517 = freeze i512 %516
  %518 = udiv i512 %517, 10
  %519 = mul i512 %518, 10
  %520 = sub i512 %517, %519
  %521 = trunc nuw nsw i512 %520 to i8
  %522 = or disjoint i8 %521, 48
  %523 = add nuw nsw i64 %515, 1
  %524 = getelementptr inbounds [160 x i8], ptr %8, i64 0, i64 %515
  store i8 %522, ptr %524, align 1, !tbaa !5
  %525 = icmp ult i512 %516, 10
  %526 = add nuw i32 %514, 1
  br i1 %525, label %527, label %513, !llvm.loop !8

527:                                              ; preds = %513
  %528 = sext i32 %514 to i64
  br label %529

529:                                              ; preds = %529, %527
  %530 = phi i64 [ %528, %527 ], [ %531, %529 ]
  %531 = add nsw i64 %530, -1
  %532 = getelementptr inbounds [160 x i8], ptr %8, i64 0, i64 %531
  %533 = load i8, ptr %532, align 1, !tbaa !5
  %534 = zext i8 %533 to i32
  %535 = tail call i32 @putchar(i32 %534)
  %536 = icmp eq i64 %531, 0
  br i1 %536, label %537, label %529, !llvm.loop !10

537:                                              ; preds = %529
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #4
  %538 = tail call i32 @putchar(i32 10)
  %539 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #4
  br label %540

540:                                              ; preds = %540, %537
  %541 = phi i64 [ %549, %540 ], [ 0, %537 ]
  %542 = phi i512 [ %544, %540 ], [ 1180591620717411303424, %537 ]
  %543 = freeze i512 %542
  %544 = udiv i512 %543, 10
  %545 = mul i512 %544, 10
  %546 = sub i512 %543, %545
  %547 = trunc nuw nsw i512 %546 to i8
  %548 = or disjoint i8 %547, 48
  %549 = add nuw nsw i64 %541, 1
  %550 = getelementptr inbounds [160 x i8], ptr %7, i64 0, i64 %541
  store i8 %548, ptr %550, align 1, !tbaa !5
  %551 = icmp eq i64 %549, 22
  br i1 %551, label %552, label %540, !llvm.loop !8

552:                                              ; preds = %540
  %553 = getelementptr inbounds i8, ptr %7, i64 21
  %554 = load i8, ptr %553, align 1, !tbaa !5
  %555 = zext i8 %554 to i32
  %556 = tail call i32 @putchar(i32 %555)
  %557 = getelementptr inbounds i8, ptr %7, i64 20
  %558 = load i8, ptr %557, align 1, !tbaa !5
  %559 = zext i8 %558 to i32
  %560 = tail call i32 @putchar(i32 %559)
  %561 = getelementptr inbounds i8, ptr %7, i64 19
  %562 = load i8, ptr %561, align 1, !tbaa !5
  %563 = zext i8 %562 to i32
  %564 = tail call i32 @putchar(i32 %563)
  %565 = getelementptr inbounds i8, ptr %7, i64 18
  %566 = load i8, ptr %565, align 1, !tbaa !5
  %567 = zext i8 %566 to i32
  %568 = tail call i32 @putchar(i32 %567)
  %569 = getelementptr inbounds i8, ptr %7, i64 17
  %570 = load i8, ptr %569, align 1, !tbaa !5
  %571 = zext i8 %570 to i32
  %572 = tail call i32 @putchar(i32 %571)
  %573 = getelementptr inbounds i8, ptr %7, i64 16
  %574 = load i8, ptr %573, align 1, !tbaa !5
  %575 = zext i8 %574 to i32
  %576 = tail call i32 @putchar(i32 %575)
  %577 = getelementptr inbounds i8, ptr %7, i64 15
  %578 = load i8, ptr %577, align 1, !tbaa !5
  %579 = zext i8 %578 to i32
  %580 = tail call i32 @putchar(i32 %579)
  %581 = getelementptr inbounds i8, ptr %7, i64 14
  %582 = load i8, ptr %581, align 1, !tbaa !5
  %583 = zext i8 %582 to i32
  %584 = tail call i32 @putchar(i32 %583)
  %585 = getelementptr inbounds i8, ptr %7, i64 13
  %586 = load i8, ptr %585, align 1, !tbaa !5
  %587 = zext i8 %586 to i32
  %588 = tail call i32 @putchar(i32 %587)
  %589 = getelementptr inbounds i8, ptr %7, i64 12
  %590 = load i8, ptr %589, align 1, !tbaa !5
  %591 = zext i8 %590 to i32
  %592 = tail call i32 @putchar(i32 %591)
  %593 = getelementptr inbounds i8, ptr %7, i64 11
  %594 = load i8, ptr %593, align 1, !tbaa !5
  %595 = zext i8 %594 to i32
  %596 = tail call i32 @putchar(i32 %595)
  %597 = getelementptr inbounds i8, ptr %7, i64 10
  %598 = load i8, ptr %597, align 1, !tbaa !5
  %599 = zext i8 %598 to i32
  %600 = tail call i32 @putchar(i32 %599)
  %601 = getelementptr inbounds i8, ptr %7, i64 9
  %602 = load i8, ptr %601, align 1, !tbaa !5
  %603 = zext i8 %602 to i32
  %604 = tail call i32 @putchar(i32 %603)
  %605 = getelementptr inbounds i8, ptr %7, i64 8
  %606 = load i8, ptr %605, align 1, !tbaa !5
  %607 = zext i8 %606 to i32
  %608 = tail call i32 @putchar(i32 %607)
  %609 = getelementptr inbounds i8, ptr %7, i64 7
  %610 = load i8, ptr %609, align 1, !tbaa !5
  %611 = zext i8 %610 to i32
  %612 = tail call i32 @putchar(i32 %611)
  %613 = getelementptr inbounds i8, ptr %7, i64 6
  %614 = load i8, ptr %613, align 1, !tbaa !5
  %615 = zext i8 %614 to i32
  %616 = tail call i32 @putchar(i32 %615)
  %617 = getelementptr inbounds i8, ptr %7, i64 5
  %618 = load i8, ptr %617, align 1, !tbaa !5
  %619 = zext i8 %618 to i32
  %620 = tail call i32 @putchar(i32 %619)
  %621 = getelementptr inbounds i8, ptr %7, i64 4
  %622 = load i8, ptr %621, align 1, !tbaa !5
  %623 = zext i8 %622 to i32
  %624 = tail call i32 @putchar(i32 %623)
  %625 = getelementptr inbounds i8, ptr %7, i64 3
  %626 = load i8, ptr %625, align 1, !tbaa !5
  %627 = zext i8 %626 to i32
  %628 = tail call i32 @putchar(i32 %627)
  %629 = getelementptr inbounds i8, ptr %7, i64 2
  %630 = load i8, ptr %629, align 1, !tbaa !5
  %631 = zext i8 %630 to i32
  %632 = tail call i32 @putchar(i32 %631)
  %633 = getelementptr inbounds i8, ptr %7, i64 1
  %634 = load i8, ptr %633, align 1, !tbaa !5
  %635 = zext i8 %634 to i32
  %636 = tail call i32 @putchar(i32 %635)
  %637 = load i8, ptr %7, align 1, !tbaa !5
  %638 = zext i8 %637 to i32
  %639 = tail call i32 @putchar(i32 %638)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #4
  %640 = tail call i32 @putchar(i32 10)
  %641 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %642 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %643 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %644 = tail call i32 @putchar(i32 10)
  %645 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %646 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %647 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %648 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %649 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %650 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %651 = tail call i32 @putchar(i32 10)
  %652 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #4
  br label %653

653:                                              ; preds = %653, %552
  %654 = phi i32 [ %666, %653 ], [ 1, %552 ]
  %655 = phi i64 [ %663, %653 ], [ 0, %552 ]
  %656 = phi i512 [ %658, %653 ], [ 232903844422231563002894095864749153869098384508326780633371, %552 ]
  %657 = freeze i512 %656
  %658 = udiv i512 %657, 10
  %659 = mul i512 %658, 10
  %660 = sub i512 %657, %659
  %661 = trunc nuw nsw i512 %660 to i8
  %662 = or disjoint i8 %661, 48
  %663 = add nuw nsw i64 %655, 1
  %664 = getelementptr inbounds [160 x i8], ptr %6, i64 0, i64 %655
  store i8 %662, ptr %664, align 1, !tbaa !5
  %665 = icmp ult i512 %656, 10
  %666 = add nuw i32 %654, 1
  br i1 %665, label %667, label %653, !llvm.loop !8

667:                                              ; preds = %653
  %668 = sext i32 %654 to i64
  br label %669

669:                                              ; preds = %669, %667
  %670 = phi i64 [ %668, %667 ], [ %671, %669 ]
  %671 = add nsw i64 %670, -1
  %672 = getelementptr inbounds [160 x i8], ptr %6, i64 0, i64 %671
  %673 = load i8, ptr %672, align 1, !tbaa !5
  %674 = zext i8 %673 to i32
  %675 = tail call i32 @putchar(i32 %674)
  %676 = icmp eq i64 %671, 0
  br i1 %676, label %677, label %669, !llvm.loop !10

677:                                              ; preds = %669
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #4
  %678 = tail call i32 @putchar(i32 10)
  %679 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %680

680:                                              ; preds = %689, %677
  %681 = phi i512 [ 7, %677 ], [ %692, %689 ]
  %682 = phi i512 [ 1, %677 ], [ %690, %689 ]
  %683 = phi i200 [ 1427247692705959881058285969449495136382746624, %677 ], [ %693, %689 ]
  %684 = and i200 %683, 1
  %685 = icmp eq i200 %684, 0
  br i1 %685, label %689, label %686

686:                                              ; preds = %680
  %687 = mul nuw nsw i512 %682, %681
  %688 = urem i512 %687, 170141183460469231731687303715884105727
  br label %689

689:                                              ; preds = %686, %680
  %690 = phi i512 [ %688, %686 ], [ %682, %680 ]
  %691 = mul nuw nsw i512 %681, %681
  %692 = urem i512 %691, 170141183460469231731687303715884105727
  %693 = lshr i200 %683, 1
  %694 = icmp ult i200 %683, 2
  br i1 %694, label %695, label %680, !llvm.loop !11

695:                                              ; preds = %689
  %696 = and i512 %690, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #4
  br label %697

697:                                              ; preds = %697, %695
  %698 = phi i32 [ %710, %697 ], [ 1, %695 ]
  %699 = phi i64 [ %707, %697 ], [ 0, %695 ]
  %700 = phi i512 [ %702, %697 ], [ %696, %695 ]
  %701 = freeze i512 %700
  %702 = udiv i512 %701, 10
  %703 = mul i512 %702, 10
  %704 = sub i512 %701, %703
  %705 = trunc nuw nsw i512 %704 to i8
  %706 = or disjoint i8 %705, 48
  %707 = add nuw nsw i64 %699, 1
  %708 = getelementptr inbounds [160 x i8], ptr %5, i64 0, i64 %699
  store i8 %706, ptr %708, align 1, !tbaa !5
  %709 = icmp ult i512 %700, 10
  %710 = add nuw i32 %698, 1
  br i1 %709, label %711, label %697, !llvm.loop !8

711:                                              ; preds = %697
  %712 = sext i32 %698 to i64
  br label %713

713:                                              ; preds = %713, %711
  %714 = phi i64 [ %712, %711 ], [ %715, %713 ]
  %715 = add nsw i64 %714, -1
  %716 = getelementptr inbounds [160 x i8], ptr %5, i64 0, i64 %715
  %717 = load i8, ptr %716, align 1, !tbaa !5
  %718 = zext i8 %717 to i32
  %719 = tail call i32 @putchar(i32 %718)
  %720 = icmp eq i64 %715, 0
  br i1 %720, label %721, label %713, !llvm.loop !10

721:                                              ; preds = %713
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #4
  %722 = tail call i32 @putchar(i32 10)
  %723 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %724 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %725 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %726 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %727 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %728 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %729 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %730 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %731 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %732 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %733 = tail call i32 @putchar(i32 10)
  %734 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  %735 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #4
  br label %736

736:                                              ; preds = %736, %721
  %737 = phi i64 [ %745, %736 ], [ 0, %721 ]
  %738 = phi i512 [ %740, %736 ], [ 340282366920938463463374607431768211456, %721 ]
  %739 = freeze i512 %738
  %740 = udiv i512 %739, 10
  %741 = mul i512 %740, 10
  %742 = sub i512 %739, %741
  %743 = trunc nuw nsw i512 %742 to i8
  %744 = or disjoint i8 %743, 48
  %745 = add nuw nsw i64 %737, 1
  %746 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %737
  store i8 %744, ptr %746, align 1, !tbaa !5
  %747 = icmp eq i64 %745, 39
  br i1 %747, label %748, label %736, !llvm.loop !8

748:                                              ; preds = %736, %748
  %749 = phi i64 [ %750, %748 ], [ 39, %736 ]
  %750 = add nsw i64 %749, -1
  %751 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %750
  %752 = load i8, ptr %751, align 1, !tbaa !5
  %753 = zext i8 %752 to i32
  %754 = tail call i32 @putchar(i32 %753)
  %755 = icmp eq i64 %750, 0
  br i1 %755, label %756, label %748, !llvm.loop !10

756:                                              ; preds = %748
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #4
  %757 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef signext 1, i32 noundef signext 1)
  %758 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 0, i32 noundef signext 1)
  %759 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef signext 0, i64 noundef -5)
  %760 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  %761 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %762

762:                                              ; preds = %762, %756
  %763 = phi i64 [ %771, %762 ], [ 0, %756 ]
  %764 = phi i512 [ %766, %762 ], [ 123456789876542523086415, %756 ]
  %765 = freeze i512 %764
  %766 = udiv i512 %765, 10
  %767 = mul i512 %766, 10
  %768 = sub i512 %765, %767
  %769 = trunc nuw nsw i512 %768 to i8
  %770 = or disjoint i8 %769, 48
  %771 = add nuw nsw i64 %763, 1
  %772 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %763
  store i8 %770, ptr %772, align 1, !tbaa !5
  %773 = icmp eq i64 %771, 24
  br i1 %773, label %774, label %762, !llvm.loop !8

774:                                              ; preds = %762
  %775 = getelementptr inbounds i8, ptr %3, i64 23
  %776 = load i8, ptr %775, align 1, !tbaa !5
  %777 = zext i8 %776 to i32
  %778 = tail call i32 @putchar(i32 %777)
  %779 = getelementptr inbounds i8, ptr %3, i64 22
  %780 = load i8, ptr %779, align 1, !tbaa !5
  %781 = zext i8 %780 to i32
  %782 = tail call i32 @putchar(i32 %781)
  %783 = getelementptr inbounds i8, ptr %3, i64 21
  %784 = load i8, ptr %783, align 1, !tbaa !5
  %785 = zext i8 %784 to i32
  %786 = tail call i32 @putchar(i32 %785)
  %787 = getelementptr inbounds i8, ptr %3, i64 20
  %788 = load i8, ptr %787, align 1, !tbaa !5
  %789 = zext i8 %788 to i32
  %790 = tail call i32 @putchar(i32 %789)
  %791 = getelementptr inbounds i8, ptr %3, i64 19
  %792 = load i8, ptr %791, align 1, !tbaa !5
  %793 = zext i8 %792 to i32
  %794 = tail call i32 @putchar(i32 %793)
  %795 = getelementptr inbounds i8, ptr %3, i64 18
  %796 = load i8, ptr %795, align 1, !tbaa !5
  %797 = zext i8 %796 to i32
  %798 = tail call i32 @putchar(i32 %797)
  %799 = getelementptr inbounds i8, ptr %3, i64 17
  %800 = load i8, ptr %799, align 1, !tbaa !5
  %801 = zext i8 %800 to i32
  %802 = tail call i32 @putchar(i32 %801)
  %803 = getelementptr inbounds i8, ptr %3, i64 16
  %804 = load i8, ptr %803, align 1, !tbaa !5
  %805 = zext i8 %804 to i32
  %806 = tail call i32 @putchar(i32 %805)
  %807 = getelementptr inbounds i8, ptr %3, i64 15
  %808 = load i8, ptr %807, align 1, !tbaa !5
  %809 = zext i8 %808 to i32
  %810 = tail call i32 @putchar(i32 %809)
  %811 = getelementptr inbounds i8, ptr %3, i64 14
  %812 = load i8, ptr %811, align 1, !tbaa !5
  %813 = zext i8 %812 to i32
  %814 = tail call i32 @putchar(i32 %813)
  %815 = getelementptr inbounds i8, ptr %3, i64 13
  %816 = load i8, ptr %815, align 1, !tbaa !5
  %817 = zext i8 %816 to i32
  %818 = tail call i32 @putchar(i32 %817)
  %819 = getelementptr inbounds i8, ptr %3, i64 12
  %820 = load i8, ptr %819, align 1, !tbaa !5
  %821 = zext i8 %820 to i32
  %822 = tail call i32 @putchar(i32 %821)
  %823 = getelementptr inbounds i8, ptr %3, i64 11
  %824 = load i8, ptr %823, align 1, !tbaa !5
  %825 = zext i8 %824 to i32
  %826 = tail call i32 @putchar(i32 %825)
  %827 = getelementptr inbounds i8, ptr %3, i64 10
  %828 = load i8, ptr %827, align 1, !tbaa !5
  %829 = zext i8 %828 to i32
  %830 = tail call i32 @putchar(i32 %829)
  %831 = getelementptr inbounds i8, ptr %3, i64 9
  %832 = load i8, ptr %831, align 1, !tbaa !5
  %833 = zext i8 %832 to i32
  %834 = tail call i32 @putchar(i32 %833)
  %835 = getelementptr inbounds i8, ptr %3, i64 8
  %836 = load i8, ptr %835, align 1, !tbaa !5
  %837 = zext i8 %836 to i32
  %838 = tail call i32 @putchar(i32 %837)
  %839 = getelementptr inbounds i8, ptr %3, i64 7
  %840 = load i8, ptr %839, align 1, !tbaa !5
  %841 = zext i8 %840 to i32
  %842 = tail call i32 @putchar(i32 %841)
  %843 = getelementptr inbounds i8, ptr %3, i64 6
  %844 = load i8, ptr %843, align 1, !tbaa !5
  %845 = zext i8 %844 to i32
  %846 = tail call i32 @putchar(i32 %845)
  %847 = getelementptr inbounds i8, ptr %3, i64 5
  %848 = load i8, ptr %847, align 1, !tbaa !5
  %849 = zext i8 %848 to i32
  %850 = tail call i32 @putchar(i32 %849)
  %851 = getelementptr inbounds i8, ptr %3, i64 4
  %852 = load i8, ptr %851, align 1, !tbaa !5
  %853 = zext i8 %852 to i32
  %854 = tail call i32 @putchar(i32 %853)
  %855 = getelementptr inbounds i8, ptr %3, i64 3
  %856 = load i8, ptr %855, align 1, !tbaa !5
  %857 = zext i8 %856 to i32
  %858 = tail call i32 @putchar(i32 %857)
  %859 = getelementptr inbounds i8, ptr %3, i64 2
  %860 = load i8, ptr %859, align 1, !tbaa !5
  %861 = zext i8 %860 to i32
  %862 = tail call i32 @putchar(i32 %861)
  %863 = getelementptr inbounds i8, ptr %3, i64 1
  %864 = load i8, ptr %863, align 1, !tbaa !5
  %865 = zext i8 %864 to i32
  %866 = tail call i32 @putchar(i32 %865)
  %867 = load i8, ptr %3, align 1, !tbaa !5
  %868 = zext i8 %867 to i32
  %869 = tail call i32 @putchar(i32 %868)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  %870 = tail call i32 @putchar(i32 10)
  %871 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef signext 1)
  %872 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %873

873:                                              ; preds = %873, %774
  %874 = phi i64 [ %882, %873 ], [ 0, %774 ]
  %875 = phi i512 [ %877, %873 ], [ 57896044618658097711785492504343953926634992332820282019728792003956564819968, %774 ]
  %876 = freeze i512 %875
  %877 = udiv i512 %876, 10
  %878 = mul i512 %877, 10
  %879 = sub i512 %876, %878
  %880 = trunc nuw nsw i512 %879 to i8
  %881 = or disjoint i8 %880, 48
  %882 = add nuw nsw i64 %874, 1
  %883 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %874
  store i8 %881, ptr %883, align 1, !tbaa !5
  %884 = icmp eq i64 %882, 77
  br i1 %884, label %885, label %873, !llvm.loop !8

885:                                              ; preds = %873, %885
  %886 = phi i64 [ %887, %885 ], [ 77, %873 ]
  %887 = add nsw i64 %886, -1
  %888 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %887
  %889 = load i8, ptr %888, align 1, !tbaa !5
  %890 = zext i8 %889 to i32
  %891 = tail call i32 @putchar(i32 %890)
  %892 = icmp eq i64 %887, 0
  br i1 %892, label %922, label %885, !llvm.loop !10

893:                                              ; preds = %893, %922
  %894 = phi i64 [ %902, %893 ], [ 0, %922 ]
  %895 = phi i512 [ %897, %893 ], [ 1809251394333065548785470339220737987330501442994884001039758166775616765833, %922 ]
  %896 = freeze i512 %895
  %897 = udiv i512 %896, 10
  %898 = mul i512 %897, 10
  %899 = sub i512 %896, %898
  %900 = trunc nuw nsw i512 %899 to i8
  %901 = or disjoint i8 %900, 48
  %902 = add nuw nsw i64 %894, 1
  %903 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %894
  store i8 %901, ptr %903, align 1, !tbaa !5
  %904 = icmp eq i64 %902, 76
  br i1 %904, label %905, label %893, !llvm.loop !8

905:                                              ; preds = %893, %905
  %906 = phi i64 [ %907, %905 ], [ 76, %893 ]
  %907 = add nsw i64 %906, -1
  %908 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %907
  %909 = load i8, ptr %908, align 1, !tbaa !5
  %910 = zext i8 %909 to i32
  %911 = tail call i32 @putchar(i32 %910)
  %912 = icmp eq i64 %907, 0
  br i1 %912, label %913, label %905, !llvm.loop !10

913:                                              ; preds = %905
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #4
  %914 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #4
  store i256 72555702159401713385052640506756751399, ptr %15, align 8, !tbaa !12
  %915 = getelementptr inbounds i8, ptr %15, i64 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %915, align 8, !tbaa !12
  %916 = getelementptr inbounds i8, ptr %15, i64 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %916, align 8, !tbaa !12
  %917 = getelementptr inbounds i8, ptr %15, i64 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %917, align 8, !tbaa !12
  %918 = getelementptr inbounds i8, ptr %15, i64 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %918, align 8, !tbaa !12
  %919 = getelementptr inbounds i8, ptr %15, i64 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %919, align 8, !tbaa !12
  %920 = getelementptr inbounds i8, ptr %15, i64 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %920, align 8, !tbaa !12
  %921 = getelementptr inbounds i8, ptr %15, i64 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %921, align 8, !tbaa !12
  br label %964

922:                                              ; preds = %885
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  %923 = tail call i32 @putchar(i32 10)
  %924 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef signext 1, i32 noundef signext 0)
  %925 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %926 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %927 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %928 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %929 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %930 = tail call i32 @putchar(i32 10)
  %931 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef signext 1)
  %932 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %933 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %934 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %935 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %936 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %937 = tail call i32 @putchar(i32 10)
  %938 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef signext 68, i32 noundef signext 7, i32 noundef signext 0)
  %939 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef signext 199, i32 noundef signext 199, i32 noundef signext 199)
  %940 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %941 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 1)
  %942 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 2)
  %943 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 3)
  %944 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 4)
  %945 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 5)
  %946 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 0)
  %947 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef signext 0)
  %948 = tail call i32 @putchar(i32 10)
  %949 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %950 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %951 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %952 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %953 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %954 = tail call i32 @putchar(i32 32)
  %955 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %956 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %957 = tail call i32 @putchar(i32 10)
  %958 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %959 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %960 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %961 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef signext 1)
  %962 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  %963 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #4
  br label %893

964:                                              ; preds = %913, %1003
  %965 = phi i64 [ 7, %913 ], [ %1005, %1003 ]
  %966 = phi i32 [ 0, %913 ], [ %1004, %1003 ]
  %967 = icmp ult i32 %966, 7
  br i1 %967, label %1007, label %1003

968:                                              ; preds = %1003
  %969 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %970 = load i256, ptr %15, align 8, !tbaa !12
  %971 = lshr i256 %970, 136
  %972 = trunc i256 %971 to i64
  %973 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %972)
  %974 = load i256, ptr %915, align 8, !tbaa !12
  %975 = lshr i256 %974, 136
  %976 = trunc i256 %975 to i64
  %977 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %976)
  %978 = load i256, ptr %916, align 8, !tbaa !12
  %979 = lshr i256 %978, 136
  %980 = trunc i256 %979 to i64
  %981 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %980)
  %982 = load i256, ptr %917, align 8, !tbaa !12
  %983 = lshr i256 %982, 136
  %984 = trunc i256 %983 to i64
  %985 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %984)
  %986 = load i256, ptr %918, align 8, !tbaa !12
  %987 = lshr i256 %986, 136
  %988 = trunc i256 %987 to i64
  %989 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %988)
  %990 = load i256, ptr %919, align 8, !tbaa !12
  %991 = lshr i256 %990, 136
  %992 = trunc i256 %991 to i64
  %993 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %992)
  %994 = load i256, ptr %920, align 8, !tbaa !12
  %995 = lshr i256 %994, 136
  %996 = trunc i256 %995 to i64
  %997 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %996)
  %998 = load i256, ptr %921, align 8, !tbaa !12
  %999 = lshr i256 %998, 136
  %1000 = trunc i256 %999 to i64
  %1001 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %1000)
  %1002 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #4
  ret i32 41

1003:                                             ; preds = %1020, %964
  %1004 = add nuw nsw i32 %966, 1
  %1005 = add nsw i64 %965, -1
  %1006 = icmp eq i32 %1004, 8
  br i1 %1006, label %968, label %964, !llvm.loop !14

1007:                                             ; preds = %964, %1020
  %1008 = phi i64 [ %1022, %1020 ], [ 0, %964 ]
  %1009 = phi i64 [ %1021, %1020 ], [ 1, %964 ]
  %1010 = getelementptr inbounds [8 x i256], ptr %15, i64 0, i64 %1008
  %1011 = load i256, ptr %1010, align 8, !tbaa !12
  %1012 = trunc i256 %1011 to i200
  %1013 = getelementptr inbounds [8 x i256], ptr %15, i64 0, i64 %1009
  %1014 = load i256, ptr %1013, align 8, !tbaa !12
  %1015 = trunc i256 %1014 to i200
  %1016 = icmp ugt i200 %1012, %1015
  br i1 %1016, label %1017, label %1020

1017:                                             ; preds = %1007
  %1018 = and i256 %1011, 1606938044258990275541962092341162602522202993782792835301375
  %1019 = and i256 %1014, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %1019, ptr %1010, align 8, !tbaa !12
  store i256 %1018, ptr %1013, align 8, !tbaa !12
  br label %1020

1020:                                             ; preds = %1007, %1017
  %1021 = add nuw nsw i64 %1009, 1
  %1022 = add nuw nsw i64 %1008, 1
  %1023 = icmp eq i64 %1022, %965
  br i1 %1023, label %1003, label %1007, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef signext) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
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
