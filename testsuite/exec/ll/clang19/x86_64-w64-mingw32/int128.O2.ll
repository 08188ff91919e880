; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #4
  br label %11

11:                                               ; preds = %22, %0
  %12 = phi i64 [ 0, %0 ], [ %27, %22 ]
  %13 = phi i128 [ -36893488147419103231, %0 ], [ %29, %22 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %12
  store i8 %19, ptr %20, align 2, !tbaa !5
  %21 = icmp eq i64 %12, 38
  br i1 %21, label %30, label %22, !llvm.loop !8

22:                                               ; preds = %11
  %23 = or disjoint i64 %12, 1
  %24 = urem i128 %15, 10
  %25 = trunc nuw nsw i128 %24 to i8
  %26 = or disjoint i8 %25, 48
  %27 = add nuw nsw i64 %12, 2
  %28 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %23
  store i8 %26, ptr %28, align 1, !tbaa !5
  %29 = udiv i128 %13, 100
  br label %11

30:                                               ; preds = %11, %30
  %31 = phi i64 [ %32, %30 ], [ 39, %11 ]
  %32 = add nsw i64 %31, -1
  %33 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = sext i8 %34 to i32
  %36 = tail call i32 @putchar(i32 %35)
  %37 = icmp eq i64 %32, 0
  br i1 %37, label %38, label %30, !llvm.loop !10

38:                                               ; preds = %30
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %41 = tail call i32 @putchar(i32 10)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %43

43:                                               ; preds = %54, %38
  %44 = phi i64 [ 0, %38 ], [ %59, %54 ]
  %45 = phi i128 [ -45049567881334322615755997788248211456, %38 ], [ %61, %54 ]
  %46 = freeze i128 %45
  %47 = udiv i128 %46, 10
  %48 = mul i128 %47, 10
  %49 = sub i128 %46, %48
  %50 = trunc nuw nsw i128 %49 to i8
  %51 = or disjoint i8 %50, 48
  %52 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %44
  store i8 %51, ptr %52, align 2, !tbaa !5
  %53 = icmp eq i64 %44, 38
  br i1 %53, label %62, label %54, !llvm.loop !8

54:                                               ; preds = %43
  %55 = or disjoint i64 %44, 1
  %56 = urem i128 %47, 10
  %57 = trunc nuw nsw i128 %56 to i8
  %58 = or disjoint i8 %57, 48
  %59 = add nuw nsw i64 %44, 2
  %60 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %55
  store i8 %58, ptr %60, align 1, !tbaa !5
  %61 = udiv i128 %45, 100
  br label %43

62:                                               ; preds = %43, %62
  %63 = phi i64 [ %64, %62 ], [ 39, %43 ]
  %64 = add nsw i64 %63, -1
  %65 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !5
  %67 = sext i8 %66 to i32
  %68 = tail call i32 @putchar(i32 %67)
  %69 = icmp eq i64 %64, 0
  br i1 %69, label %70, label %62, !llvm.loop !10

70:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #4
  store i128 -98410933013201380282539536547840000000, ptr %5, align 16, !tbaa !11
  call fastcc void @put_i(ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #4
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #4
  store i128 -768835414165635783457340129280000000, ptr %6, align 16, !tbaa !11
  call fastcc void @put_i(ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #4
  %75 = tail call i32 @putchar(i32 10)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #4
  store i128 -229012, ptr %7, align 16, !tbaa !11
  call fastcc void @put_i(ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #4
  %77 = tail call i32 @putchar(i32 10)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #4
  store i128 98509442455657037319859395943783783, ptr %8, align 16, !tbaa !11
  call fastcc void @put_i(ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #4
  %79 = tail call i32 @putchar(i32 10)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  br label %81

81:                                               ; preds = %81, %70
  %82 = phi i32 [ 1, %70 ], [ %100, %81 ]
  %83 = phi i64 [ 0, %70 ], [ %96, %81 ]
  %84 = phi i128 [ 295232796972974562036796675385, %70 ], [ %98, %81 ]
  %85 = freeze i128 %84
  %86 = udiv i128 %85, 10
  %87 = mul i128 %86, 10
  %88 = sub i128 %85, %87
  %89 = trunc nuw nsw i128 %88 to i8
  %90 = or disjoint i8 %89, 48
  %91 = or disjoint i64 %83, 1
  %92 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %83
  store i8 %90, ptr %92, align 2, !tbaa !5
  %93 = urem i128 %86, 10
  %94 = trunc nuw nsw i128 %93 to i8
  %95 = or disjoint i8 %94, 48
  %96 = add nuw nsw i64 %83, 2
  %97 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %91
  store i8 %95, ptr %97, align 1, !tbaa !5
  %98 = udiv i128 %84, 100
  %99 = icmp ult i128 %84, 100
  %100 = add nuw nsw i32 %82, 2
  br i1 %99, label %101, label %81, !llvm.loop !8

101:                                              ; preds = %81
  %102 = add nuw nsw i32 %82, 1
  %103 = zext nneg i32 %102 to i64
  %104 = zext nneg i32 %82 to i64
  %105 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !5
  %107 = sext i8 %106 to i32
  %108 = tail call i32 @putchar(i32 %107)
  %109 = add nsw i64 %103, -2
  %110 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !5
  %112 = sext i8 %111 to i32
  %113 = tail call i32 @putchar(i32 %112)
  %114 = add nsw i64 %103, -3
  %115 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = sext i8 %116 to i32
  %118 = tail call i32 @putchar(i32 %117)
  %119 = add nsw i64 %103, -4
  %120 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !5
  %122 = sext i8 %121 to i32
  %123 = tail call i32 @putchar(i32 %122)
  %124 = add nsw i64 %103, -5
  %125 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = sext i8 %126 to i32
  %128 = tail call i32 @putchar(i32 %127)
  %129 = add nsw i64 %103, -6
  %130 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = sext i8 %131 to i32
  %133 = tail call i32 @putchar(i32 %132)
  %134 = add nsw i64 %103, -7
  %135 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = sext i8 %136 to i32
  %138 = tail call i32 @putchar(i32 %137)
  %139 = add nsw i64 %103, -8
  %140 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = sext i8 %141 to i32
  %143 = tail call i32 @putchar(i32 %142)
  %144 = add nsw i64 %103, -9
  %145 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !5
  %147 = sext i8 %146 to i32
  %148 = tail call i32 @putchar(i32 %147)
  %149 = add nsw i64 %103, -10
  %150 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !5
  %152 = sext i8 %151 to i32
  %153 = tail call i32 @putchar(i32 %152)
  %154 = add nsw i64 %103, -11
  %155 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !5
  %157 = sext i8 %156 to i32
  %158 = tail call i32 @putchar(i32 %157)
  %159 = add nsw i64 %103, -12
  %160 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = sext i8 %161 to i32
  %163 = tail call i32 @putchar(i32 %162)
  %164 = add nsw i64 %103, -13
  %165 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !5
  %167 = sext i8 %166 to i32
  %168 = tail call i32 @putchar(i32 %167)
  %169 = add nsw i64 %103, -14
  %170 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !5
  %172 = sext i8 %171 to i32
  %173 = tail call i32 @putchar(i32 %172)
  %174 = add nsw i64 %103, -15
  %175 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = sext i8 %176 to i32
  %178 = tail call i32 @putchar(i32 %177)
  %179 = add nsw i64 %103, -16
  %180 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !5
  %182 = sext i8 %181 to i32
  %183 = tail call i32 @putchar(i32 %182)
  %184 = add nsw i64 %103, -17
  %185 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = sext i8 %186 to i32
  %188 = tail call i32 @putchar(i32 %187)
  %189 = add nsw i64 %103, -18
  %190 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !5
  %192 = sext i8 %191 to i32
  %193 = tail call i32 @putchar(i32 %192)
  %194 = add nsw i64 %103, -19
  %195 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !5
  %197 = sext i8 %196 to i32
  %198 = tail call i32 @putchar(i32 %197)
  %199 = add nsw i64 %103, -20
  %200 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !5
  %202 = sext i8 %201 to i32
  %203 = tail call i32 @putchar(i32 %202)
  %204 = add nsw i64 %103, -21
  %205 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !5
  %207 = sext i8 %206 to i32
  %208 = tail call i32 @putchar(i32 %207)
  %209 = add nsw i64 %103, -22
  %210 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !5
  %212 = sext i8 %211 to i32
  %213 = tail call i32 @putchar(i32 %212)
  %214 = add nsw i64 %103, -23
  %215 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !5
  %217 = sext i8 %216 to i32
  %218 = tail call i32 @putchar(i32 %217)
  %219 = add nsw i64 %103, -24
  %220 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !5
  %222 = sext i8 %221 to i32
  %223 = tail call i32 @putchar(i32 %222)
  %224 = add nsw i64 %103, -25
  %225 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %224
  %226 = load i8, ptr %225, align 1, !tbaa !5
  %227 = sext i8 %226 to i32
  %228 = tail call i32 @putchar(i32 %227)
  %229 = add nsw i64 %103, -26
  %230 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !5
  %232 = sext i8 %231 to i32
  %233 = tail call i32 @putchar(i32 %232)
  %234 = add nsw i64 %103, -27
  %235 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = sext i8 %236 to i32
  %238 = tail call i32 @putchar(i32 %237)
  %239 = add nsw i64 %103, -28
  %240 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %239
  %241 = load i8, ptr %240, align 1, !tbaa !5
  %242 = sext i8 %241 to i32
  %243 = tail call i32 @putchar(i32 %242)
  %244 = add nsw i64 %103, -29
  %245 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %244
  %246 = load i8, ptr %245, align 1, !tbaa !5
  %247 = sext i8 %246 to i32
  %248 = tail call i32 @putchar(i32 %247)
  %249 = add nsw i64 %103, -30
  %250 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %249
  %251 = load i8, ptr %250, align 1, !tbaa !5
  %252 = sext i8 %251 to i32
  %253 = tail call i32 @putchar(i32 %252)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %255 = tail call i32 @putchar(i32 57)
  %256 = tail call i32 @putchar(i32 52)
  %257 = tail call i32 @putchar(i32 51)
  %258 = tail call i32 @putchar(i32 50)
  %259 = tail call i32 @putchar(i32 55)
  %260 = tail call i32 @putchar(i32 50)
  %261 = tail call i32 @putchar(i32 51)
  %262 = tail call i32 @putchar(i32 48)
  %263 = tail call i32 @putchar(i32 53)
  %264 = tail call i32 @putchar(i32 10)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 74565, i64 noundef 7460681907699143439)
  %267 = tail call i32 @putchar(i32 10)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %269 = tail call i32 @putchar(i32 56)
  %270 = tail call i32 @putchar(i32 10)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %275 = tail call i32 @putchar(i32 10)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %278 = tail call i32 @putchar(i32 10)
  br label %314

279:                                              ; preds = %314
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4
  br label %281

281:                                              ; preds = %281, %279
  %282 = phi i32 [ %294, %281 ], [ 1, %279 ]
  %283 = phi i64 [ %291, %281 ], [ 0, %279 ]
  %284 = phi i128 [ %286, %281 ], [ %326, %279 ]
  %285 = freeze i128 %284
  %286 = udiv i128 %285, 10
  %287 = mul i128 %286, 10
  %288 = sub i128 %285, %287
  %289 = trunc nuw nsw i128 %288 to i8
  %290 = or disjoint i8 %289, 48
  %291 = add nuw nsw i64 %283, 1
  %292 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %283
  store i8 %290, ptr %292, align 1, !tbaa !5
  %293 = icmp ult i128 %284, 10
  %294 = add nuw i32 %282, 1
  br i1 %293, label %295, label %281, !llvm.loop !8

295:                                              ; preds = %281
  %296 = sext i32 %282 to i64
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi i64 [ %296, %295 ], [ %299, %297 ]
  %299 = add nsw i64 %298, -1
  %300 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %299
  %301 = load i8, ptr %300, align 1, !tbaa !5
  %302 = sext i8 %301 to i32
  %303 = tail call i32 @putchar(i32 %302)
  %304 = icmp eq i64 %299, 0
  br i1 %304, label %305, label %297, !llvm.loop !10

305:                                              ; preds = %297
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4
  %306 = tail call i32 @putchar(i32 10)
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #4
  store i128 -1499999999999999889089448902656, ptr %9, align 16, !tbaa !11
  call fastcc void @put_i(ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #4
  %311 = tail call i32 @putchar(i32 10)
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

314:                                              ; preds = %314, %101
  %315 = phi i128 [ 0, %101 ], [ %326, %314 ]
  %316 = phi i128 [ 1, %101 ], [ %327, %314 ]
  %317 = phi i32 [ 0, %101 ], [ %328, %314 ]
  %318 = add i128 %315, %316
  %319 = add i128 %316, %318
  %320 = add i128 %318, %319
  %321 = add i128 %319, %320
  %322 = add i128 %320, %321
  %323 = add i128 %321, %322
  %324 = add i128 %322, %323
  %325 = add i128 %323, %324
  %326 = add i128 %324, %325
  %327 = add i128 %325, %326
  %328 = add nuw nsw i32 %317, 10
  %329 = icmp eq i32 %328, 150
  br i1 %329, label %279, label %314, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = load i128, ptr %0, align 16, !tbaa !11
  %5 = icmp slt i128 %4, 0
  br i1 %5, label %6, label %34

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = sub i128 0, %4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i32 [ %22, %9 ], [ 1, %6 ]
  %11 = phi i64 [ %19, %9 ], [ 0, %6 ]
  %12 = phi i128 [ %14, %9 ], [ %8, %6 ]
  %13 = freeze i128 %12
  %14 = udiv i128 %13, 10
  %15 = mul i128 %14, 10
  %16 = sub i128 %13, %15
  %17 = trunc nuw nsw i128 %16 to i8
  %18 = or disjoint i8 %17, 48
  %19 = add nuw nsw i64 %11, 1
  %20 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %11
  store i8 %18, ptr %20, align 1, !tbaa !5
  %21 = icmp ult i128 %12, 10
  %22 = add nuw i32 %10, 1
  br i1 %21, label %23, label %9, !llvm.loop !8

23:                                               ; preds = %9
  %24 = sext i32 %10 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %24, %23 ], [ %27, %25 ]
  %27 = add nsw i64 %26, -1
  %28 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !5
  %30 = sext i8 %29 to i32
  %31 = tail call i32 @putchar(i32 %30)
  %32 = icmp eq i64 %27, 0
  br i1 %32, label %33, label %25, !llvm.loop !10

33:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  br label %60

34:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  br label %35

35:                                               ; preds = %35, %34
  %36 = phi i32 [ %48, %35 ], [ 1, %34 ]
  %37 = phi i64 [ %45, %35 ], [ 0, %34 ]
  %38 = phi i128 [ %40, %35 ], [ %4, %34 ]
  %39 = freeze i128 %38
  %40 = udiv i128 %39, 10
  %41 = mul i128 %40, 10
  %42 = sub i128 %39, %41
  %43 = trunc nuw nsw i128 %42 to i8
  %44 = or disjoint i8 %43, 48
  %45 = add nuw nsw i64 %37, 1
  %46 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %37
  store i8 %44, ptr %46, align 1, !tbaa !5
  %47 = icmp ult i128 %38, 10
  %48 = add nuw i32 %36, 1
  br i1 %47, label %49, label %35, !llvm.loop !8

49:                                               ; preds = %35
  %50 = sext i32 %36 to i64
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ %50, %49 ], [ %53, %51 ]
  %53 = add nsw i64 %52, -1
  %54 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !5
  %56 = sext i8 %55 to i32
  %57 = tail call i32 @putchar(i32 %56)
  %58 = icmp eq i64 %53, 0
  br i1 %58, label %59, label %51, !llvm.loop !10

59:                                               ; preds = %51
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  br label %60

60:                                               ; preds = %59, %33
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
!12 = !{!"__int128", !6, i64 0}
!13 = distinct !{!13, !9}
