; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [160 x i8], align 1
  %2 = alloca [160 x i8], align 1
  %3 = alloca [160 x i8], align 4
  %4 = alloca [160 x i8], align 1
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca i256, align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca i256, align 16
  %16 = alloca [8 x i256], align 16
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #4
  br label %18

18:                                               ; preds = %18, %0
  %19 = phi i32 [ %31, %18 ], [ 1, %0 ]
  %20 = phi i64 [ %28, %18 ], [ 0, %0 ]
  %21 = phi i512 [ %23, %18 ], [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ]
  %22 = freeze i512 %21
  %23 = udiv i512 %22, 10
  %24 = mul i512 %23, 10
  %25 = sub i512 %22, %24
  %26 = trunc nuw nsw i512 %25 to i8
  %27 = or disjoint i8 %26, 48
  %28 = add nuw nsw i64 %20, 1
  %29 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %20
  store i8 %27, ptr %29, align 1, !tbaa !6
  %30 = icmp ult i512 %21, 10
  %31 = add nuw i32 %19, 1
  br i1 %30, label %32, label %18, !llvm.loop !9

32:                                               ; preds = %18
  %33 = sext i32 %19 to i64
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i64 [ %33, %32 ], [ %36, %34 ]
  %36 = add nsw i64 %35, -1
  %37 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !6
  %39 = zext i8 %38 to i32
  %40 = tail call i32 @putchar(i32 %39)
  %41 = icmp eq i64 %36, 0
  br i1 %41, label %42, label %34, !llvm.loop !11

42:                                               ; preds = %34
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #4
  %43 = tail call i32 @putchar(i32 10)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7615934871426038123)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2942341209429710569)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7417316921074365874)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7765839507864143593)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 4996476375798957804)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -5496873336702303510)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2825382156216303616)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %54 = tail call i32 @putchar(i32 10)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %61 = tail call i32 @putchar(i32 10)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  store i256 -4344870457387625434801801166580681263482520224137216000000000000, ptr %5, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  %63 = tail call i32 @putchar(i32 10)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #4
  store i256 -4344857422815356988730834974075759036205411607902392292823, ptr %6, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #4
  %65 = tail call i32 @putchar(i32 10)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #4
  store i256 -121531, ptr %7, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #4
  %67 = tail call i32 @putchar(i32 10)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #4
  store i256 3427498442082833800366089325649191, ptr %8, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #4
  %69 = tail call i32 @putchar(i32 10)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #4
  store i256 -427870619339166170912919204847, ptr %9, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #4
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #4
  store i256 -28751940851243596280421379846014180622146, ptr %10, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #4
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #4
  store i256 -34758963659101003478414409332645450107860161793097728000000000000, ptr %11, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #4
  %75 = tail call i32 @putchar(i32 10)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %77

77:                                               ; preds = %77, %42
  %78 = phi i64 [ %86, %77 ], [ 0, %42 ]
  %79 = phi i512 [ %81, %77 ], [ 1180591620717411303424, %42 ]
  %80 = freeze i512 %79
  %81 = udiv i512 %80, 10
  %82 = mul i512 %81, 10
  %83 = sub i512 %80, %82
  %84 = trunc nuw nsw i512 %83 to i8
  %85 = or disjoint i8 %84, 48
  %86 = add nuw nsw i64 %78, 1
  %87 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %78
  store i8 %85, ptr %87, align 1, !tbaa !6
  %88 = icmp eq i64 %86, 22
  br i1 %88, label %89, label %77, !llvm.loop !9

89:                                               ; preds = %77
  %90 = getelementptr inbounds i8, ptr %3, i64 21
  %91 = load i8, ptr %90, align 1, !tbaa !6
  %92 = zext i8 %91 to i32
  %93 = tail call i32 @putchar(i32 %92)
  %94 = getelementptr inbounds i8, ptr %3, i64 20
  %95 = load i8, ptr %94, align 4, !tbaa !6
  %96 = zext i8 %95 to i32
  %97 = tail call i32 @putchar(i32 %96)
  %98 = getelementptr inbounds i8, ptr %3, i64 19
  %99 = load i8, ptr %98, align 1, !tbaa !6
  %100 = zext i8 %99 to i32
  %101 = tail call i32 @putchar(i32 %100)
  %102 = getelementptr inbounds i8, ptr %3, i64 18
  %103 = load i8, ptr %102, align 2, !tbaa !6
  %104 = zext i8 %103 to i32
  %105 = tail call i32 @putchar(i32 %104)
  %106 = getelementptr inbounds i8, ptr %3, i64 17
  %107 = load i8, ptr %106, align 1, !tbaa !6
  %108 = zext i8 %107 to i32
  %109 = tail call i32 @putchar(i32 %108)
  %110 = getelementptr inbounds i8, ptr %3, i64 16
  %111 = load i8, ptr %110, align 4, !tbaa !6
  %112 = zext i8 %111 to i32
  %113 = tail call i32 @putchar(i32 %112)
  %114 = getelementptr inbounds i8, ptr %3, i64 15
  %115 = load i8, ptr %114, align 1, !tbaa !6
  %116 = zext i8 %115 to i32
  %117 = tail call i32 @putchar(i32 %116)
  %118 = getelementptr inbounds i8, ptr %3, i64 14
  %119 = load i8, ptr %118, align 2, !tbaa !6
  %120 = zext i8 %119 to i32
  %121 = tail call i32 @putchar(i32 %120)
  %122 = getelementptr inbounds i8, ptr %3, i64 13
  %123 = load i8, ptr %122, align 1, !tbaa !6
  %124 = zext i8 %123 to i32
  %125 = tail call i32 @putchar(i32 %124)
  %126 = getelementptr inbounds i8, ptr %3, i64 12
  %127 = load i8, ptr %126, align 4, !tbaa !6
  %128 = zext i8 %127 to i32
  %129 = tail call i32 @putchar(i32 %128)
  %130 = getelementptr inbounds i8, ptr %3, i64 11
  %131 = load i8, ptr %130, align 1, !tbaa !6
  %132 = zext i8 %131 to i32
  %133 = tail call i32 @putchar(i32 %132)
  %134 = getelementptr inbounds i8, ptr %3, i64 10
  %135 = load i8, ptr %134, align 2, !tbaa !6
  %136 = zext i8 %135 to i32
  %137 = tail call i32 @putchar(i32 %136)
  %138 = getelementptr inbounds i8, ptr %3, i64 9
  %139 = load i8, ptr %138, align 1, !tbaa !6
  %140 = zext i8 %139 to i32
  %141 = tail call i32 @putchar(i32 %140)
  %142 = getelementptr inbounds i8, ptr %3, i64 8
  %143 = load i8, ptr %142, align 4, !tbaa !6
  %144 = zext i8 %143 to i32
  %145 = tail call i32 @putchar(i32 %144)
  %146 = getelementptr inbounds i8, ptr %3, i64 7
  %147 = load i8, ptr %146, align 1, !tbaa !6
  %148 = zext i8 %147 to i32
  %149 = tail call i32 @putchar(i32 %148)
  %150 = getelementptr inbounds i8, ptr %3, i64 6
  %151 = load i8, ptr %150, align 2, !tbaa !6
  %152 = zext i8 %151 to i32
  %153 = tail call i32 @putchar(i32 %152)
  %154 = getelementptr inbounds i8, ptr %3, i64 5
  %155 = load i8, ptr %154, align 1, !tbaa !6
  %156 = zext i8 %155 to i32
  %157 = tail call i32 @putchar(i32 %156)
  %158 = getelementptr inbounds i8, ptr %3, i64 4
  %159 = load i8, ptr %158, align 4, !tbaa !6
  %160 = zext i8 %159 to i32
  %161 = tail call i32 @putchar(i32 %160)
  %162 = getelementptr inbounds i8, ptr %3, i64 3
  %163 = load i8, ptr %162, align 1, !tbaa !6
  %164 = zext i8 %163 to i32
  %165 = tail call i32 @putchar(i32 %164)
  %166 = getelementptr inbounds i8, ptr %3, i64 2
  %167 = load i8, ptr %166, align 2, !tbaa !6
  %168 = zext i8 %167 to i32
  %169 = tail call i32 @putchar(i32 %168)
  %170 = getelementptr inbounds i8, ptr %3, i64 1
  %171 = load i8, ptr %170, align 1, !tbaa !6
  %172 = zext i8 %171 to i32
  %173 = tail call i32 @putchar(i32 %172)
  %174 = load i8, ptr %3, align 4, !tbaa !6
  %175 = zext i8 %174 to i32
  %176 = tail call i32 @putchar(i32 %175)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  %177 = tail call i32 @putchar(i32 10)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %181 = tail call i32 @putchar(i32 10)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %188 = tail call i32 @putchar(i32 10)
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %190

190:                                              ; preds = %190, %89
  %191 = phi i32 [ %203, %190 ], [ 1, %89 ]
  %192 = phi i64 [ %200, %190 ], [ 0, %89 ]
  %193 = phi i512 [ %195, %190 ], [ 232903844422231563002894095864749153869098384508326780633371, %89 ]
  %194 = freeze i512 %193
  %195 = udiv i512 %194, 10
  %196 = mul i512 %195, 10
  %197 = sub i512 %194, %196
  %198 = trunc nuw nsw i512 %197 to i8
  %199 = or disjoint i8 %198, 48
  %200 = add nuw nsw i64 %192, 1
  %201 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %192
  store i8 %199, ptr %201, align 1, !tbaa !6
  %202 = icmp ult i512 %193, 10
  %203 = add nuw i32 %191, 1
  br i1 %202, label %204, label %190, !llvm.loop !9

204:                                              ; preds = %190
  %205 = sext i32 %191 to i64
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i64 [ %205, %204 ], [ %208, %206 ]
  %208 = add nsw i64 %207, -1
  %209 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %208
  %210 = load i8, ptr %209, align 1, !tbaa !6
  %211 = zext i8 %210 to i32
  %212 = tail call i32 @putchar(i32 %211)
  %213 = icmp eq i64 %208, 0
  br i1 %213, label %214, label %206, !llvm.loop !11

214:                                              ; preds = %206
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  %215 = tail call i32 @putchar(i32 10)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %217

217:                                              ; preds = %226, %214
  %218 = phi i512 [ 7, %214 ], [ %229, %226 ]
  %219 = phi i512 [ 1, %214 ], [ %227, %226 ]
  %220 = phi i200 [ 1427247692705959881058285969449495136382746624, %214 ], [ %230, %226 ]
  %221 = and i200 %220, 1
  %222 = icmp eq i200 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %217
  %224 = mul nuw nsw i512 %219, %218
  %225 = urem i512 %224, 170141183460469231731687303715884105727
  br label %226

226:                                              ; preds = %223, %217
  %227 = phi i512 [ %225, %223 ], [ %219, %217 ]
  %228 = mul nuw nsw i512 %218, %218
  %229 = urem i512 %228, 170141183460469231731687303715884105727
  %230 = lshr i200 %220, 1
  %231 = icmp ult i200 %220, 2
  br i1 %231, label %232, label %217, !llvm.loop !14

232:                                              ; preds = %226
  %233 = and i512 %227, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #4
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i32 [ %247, %234 ], [ 1, %232 ]
  %236 = phi i64 [ %244, %234 ], [ 0, %232 ]
  %237 = phi i512 [ %239, %234 ], [ %233, %232 ]
  %238 = freeze i512 %237
  %239 = udiv i512 %238, 10
  %240 = mul i512 %239, 10
  %241 = sub i512 %238, %240
  %242 = trunc nuw nsw i512 %241 to i8
  %243 = or disjoint i8 %242, 48
  %244 = add nuw nsw i64 %236, 1
  %245 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %236
  store i8 %243, ptr %245, align 1, !tbaa !6
  %246 = icmp ult i512 %237, 10
  %247 = add nuw i32 %235, 1
  br i1 %246, label %248, label %234, !llvm.loop !9

248:                                              ; preds = %234
  %249 = sext i32 %235 to i64
  br label %250

250:                                              ; preds = %250, %248
  %251 = phi i64 [ %249, %248 ], [ %252, %250 ]
  %252 = add nsw i64 %251, -1
  %253 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %252
  %254 = load i8, ptr %253, align 1, !tbaa !6
  %255 = zext i8 %254 to i32
  %256 = tail call i32 @putchar(i32 %255)
  %257 = icmp eq i64 %252, 0
  br i1 %257, label %258, label %250, !llvm.loop !11

258:                                              ; preds = %250
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #4
  %259 = tail call i32 @putchar(i32 10)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %270 = tail call i32 @putchar(i32 10)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #4
  store i256 -340282366920938463463374607431768211456, ptr %12, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #4
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 1)
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #4
  store i256 -123456789876542523086415, ptr %13, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #4
  %276 = tail call i32 @putchar(i32 10)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #4
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %14, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #4
  %278 = tail call i32 @putchar(i32 10)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 1, i32 noundef 0)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %285 = tail call i32 @putchar(i32 10)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %292 = tail call i32 @putchar(i32 10)
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2)
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 3)
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 4)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 5)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %303 = tail call i32 @putchar(i32 10)
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %309 = tail call i32 @putchar(i32 32)
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %312 = tail call i32 @putchar(i32 10)
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1)
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #4
  store i256 -1809251394333065548785470339220737987330501442994884001039758166775616765833, ptr %15, align 16, !tbaa !12
  call fastcc void @put_sdec(ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #4
  %318 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %16) #4
  store i256 72555702159401713385052640506756751399, ptr %16, align 16, !tbaa !15
  %319 = getelementptr inbounds i8, ptr %16, i64 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %319, align 16, !tbaa !15
  %320 = getelementptr inbounds i8, ptr %16, i64 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %320, align 16, !tbaa !15
  %321 = getelementptr inbounds i8, ptr %16, i64 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %321, align 16, !tbaa !15
  %322 = getelementptr inbounds i8, ptr %16, i64 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %322, align 16, !tbaa !15
  %323 = getelementptr inbounds i8, ptr %16, i64 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %323, align 16, !tbaa !15
  %324 = getelementptr inbounds i8, ptr %16, i64 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %324, align 16, !tbaa !15
  %325 = getelementptr inbounds i8, ptr %16, i64 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %325, align 16, !tbaa !15
  br label %326

326:                                              ; preds = %258, %365
  %327 = phi i64 [ 7, %258 ], [ %367, %365 ]
  %328 = phi i32 [ 0, %258 ], [ %366, %365 ]
  %329 = icmp ult i32 %328, 7
  br i1 %329, label %369, label %365

330:                                              ; preds = %365
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %332 = load i256, ptr %16, align 16, !tbaa !15
  %333 = lshr i256 %332, 136
  %334 = trunc i256 %333 to i64
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %334)
  %336 = load i256, ptr %319, align 16, !tbaa !15
  %337 = lshr i256 %336, 136
  %338 = trunc i256 %337 to i64
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %338)
  %340 = load i256, ptr %320, align 16, !tbaa !15
  %341 = lshr i256 %340, 136
  %342 = trunc i256 %341 to i64
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %342)
  %344 = load i256, ptr %321, align 16, !tbaa !15
  %345 = lshr i256 %344, 136
  %346 = trunc i256 %345 to i64
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %346)
  %348 = load i256, ptr %322, align 16, !tbaa !15
  %349 = lshr i256 %348, 136
  %350 = trunc i256 %349 to i64
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %350)
  %352 = load i256, ptr %323, align 16, !tbaa !15
  %353 = lshr i256 %352, 136
  %354 = trunc i256 %353 to i64
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %354)
  %356 = load i256, ptr %324, align 16, !tbaa !15
  %357 = lshr i256 %356, 136
  %358 = trunc i256 %357 to i64
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %358)
  %360 = load i256, ptr %325, align 16, !tbaa !15
  %361 = lshr i256 %360, 136
  %362 = trunc i256 %361 to i64
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %362)
  %364 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %16) #4
  ret i32 41

365:                                              ; preds = %384, %326
  %366 = add nuw nsw i32 %328, 1
  %367 = add nsw i64 %327, -1
  %368 = icmp eq i32 %366, 8
  br i1 %368, label %330, label %326, !llvm.loop !17

369:                                              ; preds = %326, %384
  %370 = phi i64 [ %386, %384 ], [ 0, %326 ]
  %371 = phi i64 [ %385, %384 ], [ 1, %326 ]
  %372 = getelementptr inbounds [8 x i256], ptr %16, i64 0, i64 %370
  %373 = load <2 x i256>, ptr %372, align 16, !tbaa !15
  %374 = trunc <2 x i256> %373 to <2 x i200>
  %375 = extractelement <2 x i200> %374, i64 0
  %376 = extractelement <2 x i200> %374, i64 1
  %377 = icmp ugt i200 %375, %376
  br i1 %377, label %378, label %384

378:                                              ; preds = %369
  %379 = getelementptr inbounds [8 x i256], ptr %16, i64 0, i64 %371
  %380 = extractelement <2 x i256> %373, i64 0
  %381 = and i256 %380, 1606938044258990275541962092341162602522202993782792835301375
  %382 = extractelement <2 x i256> %373, i64 1
  %383 = and i256 %382, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %383, ptr %372, align 16, !tbaa !15
  store i256 %381, ptr %379, align 16, !tbaa !15
  br label %384

384:                                              ; preds = %369, %378
  %385 = add nuw nsw i64 %371, 1
  %386 = add nuw nsw i64 %370, 1
  %387 = icmp eq i64 %386, %327
  br i1 %387, label %365, label %369, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_sdec(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [160 x i8], align 1
  %3 = alloca [160 x i8], align 1
  %4 = load i256, ptr %0, align 16, !tbaa !12
  %5 = icmp slt i256 %4, 0
  br i1 %5, label %6, label %35

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = sub i256 0, %4
  %9 = zext i256 %8 to i512
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %10

10:                                               ; preds = %10, %6
  %11 = phi i32 [ %23, %10 ], [ 1, %6 ]
  %12 = phi i64 [ %20, %10 ], [ 0, %6 ]
  %13 = phi i512 [ %15, %10 ], [ %9, %6 ]
  %14 = freeze i512 %13
  %15 = udiv i512 %14, 10
  %16 = mul i512 %15, 10
  %17 = sub i512 %14, %16
  %18 = trunc nuw nsw i512 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = add nuw nsw i64 %12, 1
  %21 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %12
  store i8 %19, ptr %21, align 1, !tbaa !6
  %22 = icmp ult i512 %13, 10
  %23 = add nuw i32 %11, 1
  br i1 %22, label %24, label %10, !llvm.loop !9

24:                                               ; preds = %10
  %25 = sext i32 %11 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ %25, %24 ], [ %28, %26 ]
  %28 = add nsw i64 %27, -1
  %29 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !6
  %31 = zext i8 %30 to i32
  %32 = tail call i32 @putchar(i32 %31)
  %33 = icmp eq i64 %28, 0
  br i1 %33, label %34, label %26, !llvm.loop !11

34:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  br label %62

35:                                               ; preds = %1
  %36 = zext nneg i256 %4 to i512
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i32 [ %50, %37 ], [ 1, %35 ]
  %39 = phi i64 [ %47, %37 ], [ 0, %35 ]
  %40 = phi i512 [ %42, %37 ], [ %36, %35 ]
  %41 = freeze i512 %40
  %42 = udiv i512 %41, 10
  %43 = mul i512 %42, 10
  %44 = sub i512 %41, %43
  %45 = trunc nuw nsw i512 %44 to i8
  %46 = or disjoint i8 %45, 48
  %47 = add nuw nsw i64 %39, 1
  %48 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %39
  store i8 %46, ptr %48, align 1, !tbaa !6
  %49 = icmp ult i512 %40, 10
  %50 = add nuw i32 %38, 1
  br i1 %49, label %51, label %37, !llvm.loop !9

51:                                               ; preds = %37
  %52 = sext i32 %38 to i64
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ %52, %51 ], [ %55, %53 ]
  %55 = add nsw i64 %54, -1
  %56 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !6
  %58 = zext i8 %57 to i32
  %59 = tail call i32 @putchar(i32 %58)
  %60 = icmp eq i64 %55, 0
  br i1 %60, label %61, label %53, !llvm.loop !11

61:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  br label %62

62:                                               ; preds = %61, %34
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"_BitInt(256)", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = !{!16, !16, i64 0}
!16 = !{!"_BitInt(200)", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
