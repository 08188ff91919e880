; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

18:                                               ; preds = %30, %0
  %19 = phi i32 [ 1, %0 ], [ %38, %30 ]
  %20 = phi i64 [ 0, %0 ], [ %35, %30 ]
  %21 = phi i512 [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ], [ %37, %30 ]
  %22 = freeze i512 %21
  %23 = udiv i512 %22, 10
  %24 = mul i512 %23, 10
  %25 = sub i512 %22, %24
  %26 = trunc nuw nsw i512 %25 to i8
  %27 = or disjoint i8 %26, 48
  %28 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %20
  store i8 %27, ptr %28, align 2, !tbaa !5
  %29 = icmp ult i512 %21, 10
  br i1 %29, label %39, label %30, !llvm.loop !8

30:                                               ; preds = %18
  %31 = or disjoint i64 %20, 1
  %32 = urem i512 %23, 10
  %33 = trunc nuw nsw i512 %32 to i8
  %34 = or disjoint i8 %33, 48
  %35 = add nuw nsw i64 %20, 2
  %36 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %31
  store i8 %34, ptr %36, align 1, !tbaa !5
  %37 = udiv i512 %21, 100
  %38 = add nuw nsw i32 %19, 2
  br label %18

39:                                               ; preds = %18
  %40 = zext nneg i32 %19 to i64
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ %40, %39 ], [ %43, %41 ]
  %43 = add nsw i64 %42, -1
  %44 = getelementptr inbounds [160 x i8], ptr %4, i64 0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = sext i8 %45 to i32
  %47 = tail call i32 @putchar(i32 %46)
  %48 = icmp eq i64 %43, 0
  br i1 %48, label %49, label %41, !llvm.loop !10

49:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #4
  %50 = tail call i32 @putchar(i32 10)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7615934871426038123)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2942341209429710569)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7417316921074365874)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7765839507864143593)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 4996476375798957804)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -5496873336702303510)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2825382156216303616)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %61 = tail call i32 @putchar(i32 10)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8250313726647717856)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -3058359402554532195)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8602949518715709704)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8718968878589280256)
  %68 = tail call i32 @putchar(i32 10)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  store i256 -4344870457387625434801801166580681263482520224137216000000000000, ptr %5, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  %70 = tail call i32 @putchar(i32 10)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #4
  store i256 -4344857422815356988730834974075759036205411607902392292823, ptr %6, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #4
  %72 = tail call i32 @putchar(i32 10)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #4
  store i256 -121531, ptr %7, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #4
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #4
  store i256 3427498442082833800366089325649191, ptr %8, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #4
  %76 = tail call i32 @putchar(i32 10)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #4
  store i256 -427870619339166170912919204847, ptr %9, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #4
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #4
  store i256 -28751940851243596280421379846014180622146, ptr %10, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #4
  %80 = tail call i32 @putchar(i32 10)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #4
  store i256 -34758963659101003478414409332645450107860161793097728000000000000, ptr %11, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #4
  %82 = tail call i32 @putchar(i32 10)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %84

84:                                               ; preds = %84, %49
  %85 = phi i64 [ 0, %49 ], [ %98, %84 ]
  %86 = phi i512 [ 1180591620717411303424, %49 ], [ %100, %84 ]
  %87 = freeze i512 %86
  %88 = udiv i512 %87, 10
  %89 = mul i512 %88, 10
  %90 = sub i512 %87, %89
  %91 = trunc nuw nsw i512 %90 to i8
  %92 = or disjoint i8 %91, 48
  %93 = or disjoint i64 %85, 1
  %94 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %85
  store i8 %92, ptr %94, align 2, !tbaa !5
  %95 = urem i512 %88, 10
  %96 = trunc nuw nsw i512 %95 to i8
  %97 = or disjoint i8 %96, 48
  %98 = add nuw nsw i64 %85, 2
  %99 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %93
  store i8 %97, ptr %99, align 1, !tbaa !5
  %100 = udiv i512 %86, 100
  %101 = icmp eq i64 %98, 22
  br i1 %101, label %102, label %84, !llvm.loop !8

102:                                              ; preds = %84
  %103 = getelementptr inbounds i8, ptr %3, i64 21
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = sext i8 %104 to i32
  %106 = tail call i32 @putchar(i32 %105)
  %107 = getelementptr inbounds i8, ptr %3, i64 20
  %108 = load i8, ptr %107, align 4, !tbaa !5
  %109 = sext i8 %108 to i32
  %110 = tail call i32 @putchar(i32 %109)
  %111 = getelementptr inbounds i8, ptr %3, i64 19
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = sext i8 %112 to i32
  %114 = tail call i32 @putchar(i32 %113)
  %115 = getelementptr inbounds i8, ptr %3, i64 18
  %116 = load i8, ptr %115, align 2, !tbaa !5
  %117 = sext i8 %116 to i32
  %118 = tail call i32 @putchar(i32 %117)
  %119 = getelementptr inbounds i8, ptr %3, i64 17
  %120 = load i8, ptr %119, align 1, !tbaa !5
  %121 = sext i8 %120 to i32
  %122 = tail call i32 @putchar(i32 %121)
  %123 = getelementptr inbounds i8, ptr %3, i64 16
  %124 = load i8, ptr %123, align 16, !tbaa !5
  %125 = sext i8 %124 to i32
  %126 = tail call i32 @putchar(i32 %125)
  %127 = getelementptr inbounds i8, ptr %3, i64 15
  %128 = load i8, ptr %127, align 1, !tbaa !5
  %129 = sext i8 %128 to i32
  %130 = tail call i32 @putchar(i32 %129)
  %131 = getelementptr inbounds i8, ptr %3, i64 14
  %132 = load i8, ptr %131, align 2, !tbaa !5
  %133 = sext i8 %132 to i32
  %134 = tail call i32 @putchar(i32 %133)
  %135 = getelementptr inbounds i8, ptr %3, i64 13
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = sext i8 %136 to i32
  %138 = tail call i32 @putchar(i32 %137)
  %139 = getelementptr inbounds i8, ptr %3, i64 12
  %140 = load i8, ptr %139, align 4, !tbaa !5
  %141 = sext i8 %140 to i32
  %142 = tail call i32 @putchar(i32 %141)
  %143 = getelementptr inbounds i8, ptr %3, i64 11
  %144 = load i8, ptr %143, align 1, !tbaa !5
  %145 = sext i8 %144 to i32
  %146 = tail call i32 @putchar(i32 %145)
  %147 = getelementptr inbounds i8, ptr %3, i64 10
  %148 = load i8, ptr %147, align 2, !tbaa !5
  %149 = sext i8 %148 to i32
  %150 = tail call i32 @putchar(i32 %149)
  %151 = getelementptr inbounds i8, ptr %3, i64 9
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = sext i8 %152 to i32
  %154 = tail call i32 @putchar(i32 %153)
  %155 = getelementptr inbounds i8, ptr %3, i64 8
  %156 = load i8, ptr %155, align 8, !tbaa !5
  %157 = sext i8 %156 to i32
  %158 = tail call i32 @putchar(i32 %157)
  %159 = getelementptr inbounds i8, ptr %3, i64 7
  %160 = load i8, ptr %159, align 1, !tbaa !5
  %161 = sext i8 %160 to i32
  %162 = tail call i32 @putchar(i32 %161)
  %163 = getelementptr inbounds i8, ptr %3, i64 6
  %164 = load i8, ptr %163, align 2, !tbaa !5
  %165 = sext i8 %164 to i32
  %166 = tail call i32 @putchar(i32 %165)
  %167 = getelementptr inbounds i8, ptr %3, i64 5
  %168 = load i8, ptr %167, align 1, !tbaa !5
  %169 = sext i8 %168 to i32
  %170 = tail call i32 @putchar(i32 %169)
  %171 = getelementptr inbounds i8, ptr %3, i64 4
  %172 = load i8, ptr %171, align 4, !tbaa !5
  %173 = sext i8 %172 to i32
  %174 = tail call i32 @putchar(i32 %173)
  %175 = getelementptr inbounds i8, ptr %3, i64 3
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = sext i8 %176 to i32
  %178 = tail call i32 @putchar(i32 %177)
  %179 = getelementptr inbounds i8, ptr %3, i64 2
  %180 = load i8, ptr %179, align 2, !tbaa !5
  %181 = sext i8 %180 to i32
  %182 = tail call i32 @putchar(i32 %181)
  %183 = getelementptr inbounds i8, ptr %3, i64 1
  %184 = load i8, ptr %183, align 1, !tbaa !5
  %185 = sext i8 %184 to i32
  %186 = tail call i32 @putchar(i32 %185)
  %187 = load i8, ptr %3, align 16, !tbaa !5
  %188 = sext i8 %187 to i32
  %189 = tail call i32 @putchar(i32 %188)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  %190 = tail call i32 @putchar(i32 10)
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -8608480567731282409)
  %194 = tail call i32 @putchar(i32 10)
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 7542668687916785664)
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 8155)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -7542668687916793856)
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 35790884)
  %201 = tail call i32 @putchar(i32 10)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %203

203:                                              ; preds = %203, %102
  %204 = phi i32 [ 1, %102 ], [ %222, %203 ]
  %205 = phi i64 [ 0, %102 ], [ %218, %203 ]
  %206 = phi i512 [ 232903844422231563002894095864749153869098384508326780633371, %102 ], [ %220, %203 ]
  %207 = freeze i512 %206
  %208 = udiv i512 %207, 10
  %209 = mul i512 %208, 10
  %210 = sub i512 %207, %209
  %211 = trunc nuw nsw i512 %210 to i8
  %212 = or disjoint i8 %211, 48
  %213 = or disjoint i64 %205, 1
  %214 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %205
  store i8 %212, ptr %214, align 2, !tbaa !5
  %215 = urem i512 %208, 10
  %216 = trunc nuw nsw i512 %215 to i8
  %217 = or disjoint i8 %216, 48
  %218 = add nuw nsw i64 %205, 2
  %219 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %213
  store i8 %217, ptr %219, align 1, !tbaa !5
  %220 = udiv i512 %206, 100
  %221 = icmp ult i512 %206, 100
  %222 = add nuw nsw i32 %204, 2
  br i1 %221, label %223, label %203, !llvm.loop !8

223:                                              ; preds = %203
  %224 = add nuw nsw i32 %204, 1
  %225 = zext nneg i32 %224 to i64
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i64 [ %225, %223 ], [ %228, %226 ]
  %228 = add nsw i64 %227, -1
  %229 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !5
  %231 = sext i8 %230 to i32
  %232 = tail call i32 @putchar(i32 %231)
  %233 = icmp eq i64 %228, 0
  br i1 %233, label %234, label %226, !llvm.loop !10

234:                                              ; preds = %226
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  %235 = tail call i32 @putchar(i32 10)
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  br label %237

237:                                              ; preds = %246, %234
  %238 = phi i512 [ 7, %234 ], [ %249, %246 ]
  %239 = phi i512 [ 1, %234 ], [ %247, %246 ]
  %240 = phi i200 [ 1427247692705959881058285969449495136382746624, %234 ], [ %250, %246 ]
  %241 = and i200 %240, 1
  %242 = icmp eq i200 %241, 0
  br i1 %242, label %246, label %243

243:                                              ; preds = %237
  %244 = mul nuw nsw i512 %239, %238
  %245 = urem i512 %244, 170141183460469231731687303715884105727
  br label %246

246:                                              ; preds = %243, %237
  %247 = phi i512 [ %245, %243 ], [ %239, %237 ]
  %248 = mul nuw nsw i512 %238, %238
  %249 = urem i512 %248, 170141183460469231731687303715884105727
  %250 = lshr i200 %240, 1
  %251 = icmp ult i200 %240, 2
  br i1 %251, label %252, label %237, !llvm.loop !13

252:                                              ; preds = %246
  %253 = and i512 %247, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #4
  br label %254

254:                                              ; preds = %254, %252
  %255 = phi i32 [ %267, %254 ], [ 1, %252 ]
  %256 = phi i64 [ %264, %254 ], [ 0, %252 ]
  %257 = phi i512 [ %259, %254 ], [ %253, %252 ]
  %258 = freeze i512 %257
  %259 = udiv i512 %258, 10
  %260 = mul i512 %259, 10
  %261 = sub i512 %258, %260
  %262 = trunc nuw nsw i512 %261 to i8
  %263 = or disjoint i8 %262, 48
  %264 = add nuw nsw i64 %256, 1
  %265 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %256
  store i8 %263, ptr %265, align 1, !tbaa !5
  %266 = icmp ult i512 %257, 10
  %267 = add nuw i32 %255, 1
  br i1 %266, label %268, label %254, !llvm.loop !8

268:                                              ; preds = %254
  %269 = sext i32 %255 to i64
  br label %270

270:                                              ; preds = %270, %268
  %271 = phi i64 [ %269, %268 ], [ %272, %270 ]
  %272 = add nsw i64 %271, -1
  %273 = getelementptr inbounds [160 x i8], ptr %1, i64 0, i64 %272
  %274 = load i8, ptr %273, align 1, !tbaa !5
  %275 = sext i8 %274 to i32
  %276 = tail call i32 @putchar(i32 %275)
  %277 = icmp eq i64 %272, 0
  br i1 %277, label %278, label %270, !llvm.loop !10

278:                                              ; preds = %270
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #4
  %279 = tail call i32 @putchar(i32 10)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %290 = tail call i32 @putchar(i32 10)
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #4
  store i256 -340282366920938463463374607431768211456, ptr %12, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #4
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i32 noundef 1)
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #4
  store i256 -123456789876542523086415, ptr %13, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %13)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #4
  %296 = tail call i32 @putchar(i32 10)
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #4
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %14, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %14)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #4
  %298 = tail call i32 @putchar(i32 10)
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef 1, i32 noundef 0)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -9223372036854775808)
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %305 = tail call i32 @putchar(i32 10)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef 1)
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -1)
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef -2)
  %312 = tail call i32 @putchar(i32 10)
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1)
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2)
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 3)
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 4)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 5)
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %322 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 0)
  %323 = tail call i32 @putchar(i32 10)
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30)
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 2097152)
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 12346)
  %329 = tail call i32 @putchar(i32 32)
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 1125899906842623)
  %332 = tail call i32 @putchar(i32 10)
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32)
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38)
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0)
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1)
  %337 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #4
  store i256 -1809251394333065548785470339220737987330501442994884001039758166775616765833, ptr %15, align 16, !tbaa !11
  call fastcc void @put_sdec(ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #4
  %338 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %16) #4
  store i256 72555702159401713385052640506756751399, ptr %16, align 16, !tbaa !14
  %339 = getelementptr inbounds i8, ptr %16, i64 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %339, align 16, !tbaa !14
  %340 = getelementptr inbounds i8, ptr %16, i64 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %340, align 16, !tbaa !14
  %341 = getelementptr inbounds i8, ptr %16, i64 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %341, align 16, !tbaa !14
  %342 = getelementptr inbounds i8, ptr %16, i64 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %342, align 16, !tbaa !14
  %343 = getelementptr inbounds i8, ptr %16, i64 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %343, align 16, !tbaa !14
  %344 = getelementptr inbounds i8, ptr %16, i64 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %344, align 16, !tbaa !14
  %345 = getelementptr inbounds i8, ptr %16, i64 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %345, align 16, !tbaa !14
  br label %346

346:                                              ; preds = %278, %385
  %347 = phi i64 [ 7, %278 ], [ %387, %385 ]
  %348 = phi i32 [ 0, %278 ], [ %386, %385 ]
  %349 = icmp ult i32 %348, 7
  br i1 %349, label %389, label %385

350:                                              ; preds = %385
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35)
  %352 = load i256, ptr %16, align 16, !tbaa !14
  %353 = lshr i256 %352, 136
  %354 = trunc i256 %353 to i64
  %355 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %354)
  %356 = load i256, ptr %339, align 16, !tbaa !14
  %357 = lshr i256 %356, 136
  %358 = trunc i256 %357 to i64
  %359 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %358)
  %360 = load i256, ptr %340, align 16, !tbaa !14
  %361 = lshr i256 %360, 136
  %362 = trunc i256 %361 to i64
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %362)
  %364 = load i256, ptr %341, align 16, !tbaa !14
  %365 = lshr i256 %364, 136
  %366 = trunc i256 %365 to i64
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %366)
  %368 = load i256, ptr %342, align 16, !tbaa !14
  %369 = lshr i256 %368, 136
  %370 = trunc i256 %369 to i64
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %370)
  %372 = load i256, ptr %343, align 16, !tbaa !14
  %373 = lshr i256 %372, 136
  %374 = trunc i256 %373 to i64
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %374)
  %376 = load i256, ptr %344, align 16, !tbaa !14
  %377 = lshr i256 %376, 136
  %378 = trunc i256 %377 to i64
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %378)
  %380 = load i256, ptr %345, align 16, !tbaa !14
  %381 = lshr i256 %380, 136
  %382 = trunc i256 %381 to i64
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i64 noundef %382)
  %384 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %16) #4
  ret i32 41

385:                                              ; preds = %402, %346
  %386 = add nuw nsw i32 %348, 1
  %387 = add nsw i64 %347, -1
  %388 = icmp eq i32 %386, 8
  br i1 %388, label %350, label %346, !llvm.loop !16

389:                                              ; preds = %346, %402
  %390 = phi i64 [ %404, %402 ], [ 0, %346 ]
  %391 = phi i64 [ %403, %402 ], [ 1, %346 ]
  %392 = getelementptr inbounds [8 x i256], ptr %16, i64 0, i64 %390
  %393 = load i256, ptr %392, align 16, !tbaa !14
  %394 = trunc i256 %393 to i200
  %395 = getelementptr inbounds [8 x i256], ptr %16, i64 0, i64 %391
  %396 = load i256, ptr %395, align 16, !tbaa !14
  %397 = trunc i256 %396 to i200
  %398 = icmp ugt i200 %394, %397
  br i1 %398, label %399, label %402

399:                                              ; preds = %389
  %400 = and i256 %393, 1606938044258990275541962092341162602522202993782792835301375
  %401 = and i256 %396, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %401, ptr %392, align 16, !tbaa !14
  store i256 %400, ptr %395, align 16, !tbaa !14
  br label %402

402:                                              ; preds = %389, %399
  %403 = add nuw nsw i64 %391, 1
  %404 = add nuw nsw i64 %390, 1
  %405 = icmp eq i64 %404, %347
  br i1 %405, label %385, label %389, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_sdec(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [160 x i8], align 16
  %3 = alloca [160 x i8], align 16
  %4 = load i256, ptr %0, align 8, !tbaa !11
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
  store i8 %19, ptr %21, align 1, !tbaa !5
  %22 = icmp ult i512 %13, 10
  %23 = add nuw i32 %11, 1
  br i1 %22, label %24, label %10, !llvm.loop !8

24:                                               ; preds = %10
  %25 = sext i32 %11 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ %25, %24 ], [ %28, %26 ]
  %28 = add nsw i64 %27, -1
  %29 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = sext i8 %30 to i32
  %32 = tail call i32 @putchar(i32 %31)
  %33 = icmp eq i64 %28, 0
  br i1 %33, label %34, label %26, !llvm.loop !10

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
  store i8 %46, ptr %48, align 1, !tbaa !5
  %49 = icmp ult i512 %40, 10
  %50 = add nuw i32 %38, 1
  br i1 %49, label %51, label %37, !llvm.loop !8

51:                                               ; preds = %37
  %52 = sext i32 %38 to i64
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i64 [ %52, %51 ], [ %55, %53 ]
  %55 = add nsw i64 %54, -1
  %56 = getelementptr inbounds [160 x i8], ptr %2, i64 0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = sext i8 %57 to i32
  %59 = tail call i32 @putchar(i32 %58)
  %60 = icmp eq i64 %55, 0
  br i1 %60, label %61, label %53, !llvm.loop !10

61:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  br label %62

62:                                               ; preds = %61, %34
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(256)", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = !{!15, !15, i64 0}
!15 = !{!"_BitInt(200)", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
