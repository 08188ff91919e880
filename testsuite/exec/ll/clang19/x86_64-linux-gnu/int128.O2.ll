; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %5 = alloca [64 x i8], align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #4
  br label %7

7:                                                ; preds = %18, %0
  %8 = phi i64 [ 0, %0 ], [ %23, %18 ]
  %9 = phi i128 [ -36893488147419103231, %0 ], [ %25, %18 ]
  %10 = freeze i128 %9
  %11 = udiv i128 %10, 10
  %12 = mul i128 %11, 10
  %13 = sub i128 %10, %12
  %14 = trunc nuw nsw i128 %13 to i8
  %15 = or disjoint i8 %14, 48
  %16 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %8
  store i8 %15, ptr %16, align 2, !tbaa !5
  %17 = icmp eq i64 %8, 38
  br i1 %17, label %26, label %18, !llvm.loop !8

18:                                               ; preds = %7
  %19 = or disjoint i64 %8, 1
  %20 = urem i128 %11, 10
  %21 = trunc nuw nsw i128 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = add nuw nsw i64 %8, 2
  %24 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %19
  store i8 %22, ptr %24, align 1, !tbaa !5
  %25 = udiv i128 %9, 100
  br label %7

26:                                               ; preds = %7, %26
  %27 = phi i64 [ %28, %26 ], [ 39, %7 ]
  %28 = add nsw i64 %27, -1
  %29 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !5
  %31 = sext i8 %30 to i32
  %32 = tail call i32 @putchar(i32 %31)
  %33 = icmp eq i64 %28, 0
  br i1 %33, label %34, label %26, !llvm.loop !10

34:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %37 = tail call i32 @putchar(i32 10)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #4
  br label %39

39:                                               ; preds = %50, %34
  %40 = phi i64 [ 0, %34 ], [ %55, %50 ]
  %41 = phi i128 [ -45049567881334322615755997788248211456, %34 ], [ %57, %50 ]
  %42 = freeze i128 %41
  %43 = udiv i128 %42, 10
  %44 = mul i128 %43, 10
  %45 = sub i128 %42, %44
  %46 = trunc nuw nsw i128 %45 to i8
  %47 = or disjoint i8 %46, 48
  %48 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %40
  store i8 %47, ptr %48, align 2, !tbaa !5
  %49 = icmp eq i64 %40, 38
  br i1 %49, label %58, label %50, !llvm.loop !8

50:                                               ; preds = %39
  %51 = or disjoint i64 %40, 1
  %52 = urem i128 %43, 10
  %53 = trunc nuw nsw i128 %52 to i8
  %54 = or disjoint i8 %53, 48
  %55 = add nuw nsw i64 %40, 2
  %56 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %51
  store i8 %54, ptr %56, align 1, !tbaa !5
  %57 = udiv i128 %41, 100
  br label %39

58:                                               ; preds = %39, %58
  %59 = phi i64 [ %60, %58 ], [ 39, %39 ]
  %60 = add nsw i64 %59, -1
  %61 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !5
  %63 = sext i8 %62 to i32
  %64 = tail call i32 @putchar(i32 %63)
  %65 = icmp eq i64 %60, 0
  br i1 %65, label %66, label %58, !llvm.loop !10

66:                                               ; preds = %58
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #4
  %67 = tail call i32 @putchar(i32 10)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  tail call fastcc void @put_i(i64 noundef -7791007216802201600, i64 noundef -5334867368461919276)
  %69 = tail call i32 @putchar(i32 10)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  tail call fastcc void @put_i(i64 noundef -6257820331143069696, i64 noundef -41678651316108745)
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  tail call fastcc void @put_i(i64 noundef -229012, i64 noundef -1)
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  tail call fastcc void @put_i(i64 noundef 4291727359677095271, i64 noundef 5340207576037957)
  %75 = tail call i32 @putchar(i32 10)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %77

77:                                               ; preds = %77, %66
  %78 = phi i32 [ 1, %66 ], [ %96, %77 ]
  %79 = phi i64 [ 0, %66 ], [ %92, %77 ]
  %80 = phi i128 [ 295232796972974562036796675385, %66 ], [ %94, %77 ]
  %81 = freeze i128 %80
  %82 = udiv i128 %81, 10
  %83 = mul i128 %82, 10
  %84 = sub i128 %81, %83
  %85 = trunc nuw nsw i128 %84 to i8
  %86 = or disjoint i8 %85, 48
  %87 = or disjoint i64 %79, 1
  %88 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %79
  store i8 %86, ptr %88, align 2, !tbaa !5
  %89 = urem i128 %82, 10
  %90 = trunc nuw nsw i128 %89 to i8
  %91 = or disjoint i8 %90, 48
  %92 = add nuw nsw i64 %79, 2
  %93 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %87
  store i8 %91, ptr %93, align 1, !tbaa !5
  %94 = udiv i128 %80, 100
  %95 = icmp ult i128 %80, 100
  %96 = add nuw nsw i32 %78, 2
  br i1 %95, label %97, label %77, !llvm.loop !8

97:                                               ; preds = %77
  %98 = add nuw nsw i32 %78, 1
  %99 = zext nneg i32 %98 to i64
  %100 = zext nneg i32 %78 to i64
  %101 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %100
  %102 = load i8, ptr %101, align 1, !tbaa !5
  %103 = sext i8 %102 to i32
  %104 = tail call i32 @putchar(i32 %103)
  %105 = add nsw i64 %99, -2
  %106 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = sext i8 %107 to i32
  %109 = tail call i32 @putchar(i32 %108)
  %110 = add nsw i64 %99, -3
  %111 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !5
  %113 = sext i8 %112 to i32
  %114 = tail call i32 @putchar(i32 %113)
  %115 = add nsw i64 %99, -4
  %116 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = sext i8 %117 to i32
  %119 = tail call i32 @putchar(i32 %118)
  %120 = add nsw i64 %99, -5
  %121 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = sext i8 %122 to i32
  %124 = tail call i32 @putchar(i32 %123)
  %125 = add nsw i64 %99, -6
  %126 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = sext i8 %127 to i32
  %129 = tail call i32 @putchar(i32 %128)
  %130 = add nsw i64 %99, -7
  %131 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !5
  %133 = sext i8 %132 to i32
  %134 = tail call i32 @putchar(i32 %133)
  %135 = add nsw i64 %99, -8
  %136 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !5
  %138 = sext i8 %137 to i32
  %139 = tail call i32 @putchar(i32 %138)
  %140 = add nsw i64 %99, -9
  %141 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = sext i8 %142 to i32
  %144 = tail call i32 @putchar(i32 %143)
  %145 = add nsw i64 %99, -10
  %146 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !5
  %148 = sext i8 %147 to i32
  %149 = tail call i32 @putchar(i32 %148)
  %150 = add nsw i64 %99, -11
  %151 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !5
  %153 = sext i8 %152 to i32
  %154 = tail call i32 @putchar(i32 %153)
  %155 = add nsw i64 %99, -12
  %156 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %155
  %157 = load i8, ptr %156, align 1, !tbaa !5
  %158 = sext i8 %157 to i32
  %159 = tail call i32 @putchar(i32 %158)
  %160 = add nsw i64 %99, -13
  %161 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !5
  %163 = sext i8 %162 to i32
  %164 = tail call i32 @putchar(i32 %163)
  %165 = add nsw i64 %99, -14
  %166 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !5
  %168 = sext i8 %167 to i32
  %169 = tail call i32 @putchar(i32 %168)
  %170 = add nsw i64 %99, -15
  %171 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %170
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %173 = sext i8 %172 to i32
  %174 = tail call i32 @putchar(i32 %173)
  %175 = add nsw i64 %99, -16
  %176 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !5
  %178 = sext i8 %177 to i32
  %179 = tail call i32 @putchar(i32 %178)
  %180 = add nsw i64 %99, -17
  %181 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !5
  %183 = sext i8 %182 to i32
  %184 = tail call i32 @putchar(i32 %183)
  %185 = add nsw i64 %99, -18
  %186 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !5
  %188 = sext i8 %187 to i32
  %189 = tail call i32 @putchar(i32 %188)
  %190 = add nsw i64 %99, -19
  %191 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %190
  %192 = load i8, ptr %191, align 1, !tbaa !5
  %193 = sext i8 %192 to i32
  %194 = tail call i32 @putchar(i32 %193)
  %195 = add nsw i64 %99, -20
  %196 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %195
  %197 = load i8, ptr %196, align 1, !tbaa !5
  %198 = sext i8 %197 to i32
  %199 = tail call i32 @putchar(i32 %198)
  %200 = add nsw i64 %99, -21
  %201 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !5
  %203 = sext i8 %202 to i32
  %204 = tail call i32 @putchar(i32 %203)
  %205 = add nsw i64 %99, -22
  %206 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %205
  %207 = load i8, ptr %206, align 1, !tbaa !5
  %208 = sext i8 %207 to i32
  %209 = tail call i32 @putchar(i32 %208)
  %210 = add nsw i64 %99, -23
  %211 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !5
  %213 = sext i8 %212 to i32
  %214 = tail call i32 @putchar(i32 %213)
  %215 = add nsw i64 %99, -24
  %216 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %215
  %217 = load i8, ptr %216, align 1, !tbaa !5
  %218 = sext i8 %217 to i32
  %219 = tail call i32 @putchar(i32 %218)
  %220 = add nsw i64 %99, -25
  %221 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !5
  %223 = sext i8 %222 to i32
  %224 = tail call i32 @putchar(i32 %223)
  %225 = add nsw i64 %99, -26
  %226 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !5
  %228 = sext i8 %227 to i32
  %229 = tail call i32 @putchar(i32 %228)
  %230 = add nsw i64 %99, -27
  %231 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %230
  %232 = load i8, ptr %231, align 1, !tbaa !5
  %233 = sext i8 %232 to i32
  %234 = tail call i32 @putchar(i32 %233)
  %235 = add nsw i64 %99, -28
  %236 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !5
  %238 = sext i8 %237 to i32
  %239 = tail call i32 @putchar(i32 %238)
  %240 = add nsw i64 %99, -29
  %241 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %240
  %242 = load i8, ptr %241, align 1, !tbaa !5
  %243 = sext i8 %242 to i32
  %244 = tail call i32 @putchar(i32 %243)
  %245 = add nsw i64 %99, -30
  %246 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %245
  %247 = load i8, ptr %246, align 1, !tbaa !5
  %248 = sext i8 %247 to i32
  %249 = tail call i32 @putchar(i32 %248)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %251 = tail call i32 @putchar(i32 57)
  %252 = tail call i32 @putchar(i32 52)
  %253 = tail call i32 @putchar(i32 51)
  %254 = tail call i32 @putchar(i32 50)
  %255 = tail call i32 @putchar(i32 55)
  %256 = tail call i32 @putchar(i32 50)
  %257 = tail call i32 @putchar(i32 51)
  %258 = tail call i32 @putchar(i32 48)
  %259 = tail call i32 @putchar(i32 53)
  %260 = tail call i32 @putchar(i32 10)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 74565, i64 noundef 7460681907699143439)
  %263 = tail call i32 @putchar(i32 10)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %265 = tail call i32 @putchar(i32 56)
  %266 = tail call i32 @putchar(i32 10)
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %271 = tail call i32 @putchar(i32 10)
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %274 = tail call i32 @putchar(i32 10)
  br label %454

275:                                              ; preds = %454
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  br label %277

277:                                              ; preds = %277, %275
  %278 = phi i32 [ %290, %277 ], [ 1, %275 ]
  %279 = phi i64 [ %287, %277 ], [ 0, %275 ]
  %280 = phi i128 [ %282, %277 ], [ %466, %275 ]
  %281 = freeze i128 %280
  %282 = udiv i128 %281, 10
  %283 = mul i128 %282, 10
  %284 = sub i128 %281, %283
  %285 = trunc nuw nsw i128 %284 to i8
  %286 = or disjoint i8 %285, 48
  %287 = add nuw nsw i64 %279, 1
  %288 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %279
  store i8 %286, ptr %288, align 1, !tbaa !5
  %289 = icmp ult i128 %280, 10
  %290 = add nuw i32 %278, 1
  br i1 %289, label %291, label %277, !llvm.loop !8

291:                                              ; preds = %277
  %292 = sext i32 %278 to i64
  br label %293

293:                                              ; preds = %293, %291
  %294 = phi i64 [ %292, %291 ], [ %295, %293 ]
  %295 = add nsw i64 %294, -1
  %296 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %295
  %297 = load i8, ptr %296, align 1, !tbaa !5
  %298 = sext i8 %297 to i32
  %299 = tail call i32 @putchar(i32 %298)
  %300 = icmp eq i64 %295, 0
  br i1 %300, label %301, label %293, !llvm.loop !10

301:                                              ; preds = %293
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  %302 = tail call i32 @putchar(i32 10)
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  %307 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4
  br label %308

308:                                              ; preds = %319, %301
  %309 = phi i64 [ 0, %301 ], [ %324, %319 ]
  %310 = phi i128 [ 1499999999999999889089448902656, %301 ], [ %326, %319 ]
  %311 = freeze i128 %310
  %312 = udiv i128 %311, 10
  %313 = mul i128 %312, 10
  %314 = sub i128 %311, %313
  %315 = trunc nuw nsw i128 %314 to i8
  %316 = or disjoint i8 %315, 48
  %317 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %309
  store i8 %316, ptr %317, align 2, !tbaa !5
  %318 = icmp eq i64 %309, 30
  br i1 %318, label %327, label %319, !llvm.loop !8

319:                                              ; preds = %308
  %320 = or disjoint i64 %309, 1
  %321 = urem i128 %312, 10
  %322 = trunc nuw nsw i128 %321 to i8
  %323 = or disjoint i8 %322, 48
  %324 = add nuw nsw i64 %309, 2
  %325 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %320
  store i8 %323, ptr %325, align 1, !tbaa !5
  %326 = udiv i128 %310, 100
  br label %308

327:                                              ; preds = %308
  %328 = getelementptr inbounds i8, ptr %1, i64 30
  %329 = load i8, ptr %328, align 2, !tbaa !5
  %330 = sext i8 %329 to i32
  %331 = tail call i32 @putchar(i32 %330)
  %332 = getelementptr inbounds i8, ptr %1, i64 29
  %333 = load i8, ptr %332, align 1, !tbaa !5
  %334 = sext i8 %333 to i32
  %335 = tail call i32 @putchar(i32 %334)
  %336 = getelementptr inbounds i8, ptr %1, i64 28
  %337 = load i8, ptr %336, align 4, !tbaa !5
  %338 = sext i8 %337 to i32
  %339 = tail call i32 @putchar(i32 %338)
  %340 = getelementptr inbounds i8, ptr %1, i64 27
  %341 = load i8, ptr %340, align 1, !tbaa !5
  %342 = sext i8 %341 to i32
  %343 = tail call i32 @putchar(i32 %342)
  %344 = getelementptr inbounds i8, ptr %1, i64 26
  %345 = load i8, ptr %344, align 2, !tbaa !5
  %346 = sext i8 %345 to i32
  %347 = tail call i32 @putchar(i32 %346)
  %348 = getelementptr inbounds i8, ptr %1, i64 25
  %349 = load i8, ptr %348, align 1, !tbaa !5
  %350 = sext i8 %349 to i32
  %351 = tail call i32 @putchar(i32 %350)
  %352 = getelementptr inbounds i8, ptr %1, i64 24
  %353 = load i8, ptr %352, align 8, !tbaa !5
  %354 = sext i8 %353 to i32
  %355 = tail call i32 @putchar(i32 %354)
  %356 = getelementptr inbounds i8, ptr %1, i64 23
  %357 = load i8, ptr %356, align 1, !tbaa !5
  %358 = sext i8 %357 to i32
  %359 = tail call i32 @putchar(i32 %358)
  %360 = getelementptr inbounds i8, ptr %1, i64 22
  %361 = load i8, ptr %360, align 2, !tbaa !5
  %362 = sext i8 %361 to i32
  %363 = tail call i32 @putchar(i32 %362)
  %364 = getelementptr inbounds i8, ptr %1, i64 21
  %365 = load i8, ptr %364, align 1, !tbaa !5
  %366 = sext i8 %365 to i32
  %367 = tail call i32 @putchar(i32 %366)
  %368 = getelementptr inbounds i8, ptr %1, i64 20
  %369 = load i8, ptr %368, align 4, !tbaa !5
  %370 = sext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370)
  %372 = getelementptr inbounds i8, ptr %1, i64 19
  %373 = load i8, ptr %372, align 1, !tbaa !5
  %374 = sext i8 %373 to i32
  %375 = tail call i32 @putchar(i32 %374)
  %376 = getelementptr inbounds i8, ptr %1, i64 18
  %377 = load i8, ptr %376, align 2, !tbaa !5
  %378 = sext i8 %377 to i32
  %379 = tail call i32 @putchar(i32 %378)
  %380 = getelementptr inbounds i8, ptr %1, i64 17
  %381 = load i8, ptr %380, align 1, !tbaa !5
  %382 = sext i8 %381 to i32
  %383 = tail call i32 @putchar(i32 %382)
  %384 = getelementptr inbounds i8, ptr %1, i64 16
  %385 = load i8, ptr %384, align 16, !tbaa !5
  %386 = sext i8 %385 to i32
  %387 = tail call i32 @putchar(i32 %386)
  %388 = getelementptr inbounds i8, ptr %1, i64 15
  %389 = load i8, ptr %388, align 1, !tbaa !5
  %390 = sext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390)
  %392 = getelementptr inbounds i8, ptr %1, i64 14
  %393 = load i8, ptr %392, align 2, !tbaa !5
  %394 = sext i8 %393 to i32
  %395 = tail call i32 @putchar(i32 %394)
  %396 = getelementptr inbounds i8, ptr %1, i64 13
  %397 = load i8, ptr %396, align 1, !tbaa !5
  %398 = sext i8 %397 to i32
  %399 = tail call i32 @putchar(i32 %398)
  %400 = getelementptr inbounds i8, ptr %1, i64 12
  %401 = load i8, ptr %400, align 4, !tbaa !5
  %402 = sext i8 %401 to i32
  %403 = tail call i32 @putchar(i32 %402)
  %404 = getelementptr inbounds i8, ptr %1, i64 11
  %405 = load i8, ptr %404, align 1, !tbaa !5
  %406 = sext i8 %405 to i32
  %407 = tail call i32 @putchar(i32 %406)
  %408 = getelementptr inbounds i8, ptr %1, i64 10
  %409 = load i8, ptr %408, align 2, !tbaa !5
  %410 = sext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410)
  %412 = getelementptr inbounds i8, ptr %1, i64 9
  %413 = load i8, ptr %412, align 1, !tbaa !5
  %414 = sext i8 %413 to i32
  %415 = tail call i32 @putchar(i32 %414)
  %416 = getelementptr inbounds i8, ptr %1, i64 8
  %417 = load i8, ptr %416, align 8, !tbaa !5
  %418 = sext i8 %417 to i32
  %419 = tail call i32 @putchar(i32 %418)
  %420 = getelementptr inbounds i8, ptr %1, i64 7
  %421 = load i8, ptr %420, align 1, !tbaa !5
  %422 = sext i8 %421 to i32
  %423 = tail call i32 @putchar(i32 %422)
  %424 = getelementptr inbounds i8, ptr %1, i64 6
  %425 = load i8, ptr %424, align 2, !tbaa !5
  %426 = sext i8 %425 to i32
  %427 = tail call i32 @putchar(i32 %426)
  %428 = getelementptr inbounds i8, ptr %1, i64 5
  %429 = load i8, ptr %428, align 1, !tbaa !5
  %430 = sext i8 %429 to i32
  %431 = tail call i32 @putchar(i32 %430)
  %432 = getelementptr inbounds i8, ptr %1, i64 4
  %433 = load i8, ptr %432, align 4, !tbaa !5
  %434 = sext i8 %433 to i32
  %435 = tail call i32 @putchar(i32 %434)
  %436 = getelementptr inbounds i8, ptr %1, i64 3
  %437 = load i8, ptr %436, align 1, !tbaa !5
  %438 = sext i8 %437 to i32
  %439 = tail call i32 @putchar(i32 %438)
  %440 = getelementptr inbounds i8, ptr %1, i64 2
  %441 = load i8, ptr %440, align 2, !tbaa !5
  %442 = sext i8 %441 to i32
  %443 = tail call i32 @putchar(i32 %442)
  %444 = getelementptr inbounds i8, ptr %1, i64 1
  %445 = load i8, ptr %444, align 1, !tbaa !5
  %446 = sext i8 %445 to i32
  %447 = tail call i32 @putchar(i32 %446)
  %448 = load i8, ptr %1, align 16, !tbaa !5
  %449 = sext i8 %448 to i32
  %450 = tail call i32 @putchar(i32 %449)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4
  %451 = tail call i32 @putchar(i32 10)
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

454:                                              ; preds = %454, %97
  %455 = phi i128 [ 0, %97 ], [ %466, %454 ]
  %456 = phi i128 [ 1, %97 ], [ %467, %454 ]
  %457 = phi i32 [ 0, %97 ], [ %468, %454 ]
  %458 = add i128 %455, %456
  %459 = add i128 %456, %458
  %460 = add i128 %458, %459
  %461 = add i128 %459, %460
  %462 = add i128 %460, %461
  %463 = add i128 %461, %462
  %464 = add i128 %462, %463
  %465 = add i128 %463, %464
  %466 = add i128 %464, %465
  %467 = add i128 %465, %466
  %468 = add nuw nsw i32 %457, 10
  %469 = icmp eq i32 %468, 150
  br i1 %469, label %275, label %454, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(i64 noundef %0, i64 noundef %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = icmp slt i128 %6, 0
  %8 = zext i64 %0 to i128
  %9 = or disjoint i128 %6, %8
  br i1 %7, label %10, label %38

10:                                               ; preds = %2
  %11 = tail call i32 @putchar(i32 45)
  %12 = sub i128 0, %9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #4
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i32 [ %26, %13 ], [ 1, %10 ]
  %15 = phi i64 [ %23, %13 ], [ 0, %10 ]
  %16 = phi i128 [ %18, %13 ], [ %12, %10 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc nuw nsw i128 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = add nuw nsw i64 %15, 1
  %24 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %15
  store i8 %22, ptr %24, align 1, !tbaa !5
  %25 = icmp ult i128 %16, 10
  %26 = add nuw i32 %14, 1
  br i1 %25, label %27, label %13, !llvm.loop !8

27:                                               ; preds = %13
  %28 = sext i32 %14 to i64
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ %28, %27 ], [ %31, %29 ]
  %31 = add nsw i64 %30, -1
  %32 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = sext i8 %33 to i32
  %35 = tail call i32 @putchar(i32 %34)
  %36 = icmp eq i64 %31, 0
  br i1 %36, label %37, label %29, !llvm.loop !10

37:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #4
  br label %64

38:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %39

39:                                               ; preds = %39, %38
  %40 = phi i32 [ %52, %39 ], [ 1, %38 ]
  %41 = phi i64 [ %49, %39 ], [ 0, %38 ]
  %42 = phi i128 [ %44, %39 ], [ %9, %38 ]
  %43 = freeze i128 %42
  %44 = udiv i128 %43, 10
  %45 = mul i128 %44, 10
  %46 = sub i128 %43, %45
  %47 = trunc nuw nsw i128 %46 to i8
  %48 = or disjoint i8 %47, 48
  %49 = add nuw nsw i64 %41, 1
  %50 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %41
  store i8 %48, ptr %50, align 1, !tbaa !5
  %51 = icmp ult i128 %42, 10
  %52 = add nuw i32 %40, 1
  br i1 %51, label %53, label %39, !llvm.loop !8

53:                                               ; preds = %39
  %54 = sext i32 %40 to i64
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ %54, %53 ], [ %57, %55 ]
  %57 = add nsw i64 %56, -1
  %58 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !5
  %60 = sext i8 %59 to i32
  %61 = tail call i32 @putchar(i32 %60)
  %62 = icmp eq i64 %57, 0
  br i1 %62, label %63, label %55, !llvm.loop !10

63:                                               ; preds = %55
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  br label %64

64:                                               ; preds = %63, %37
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
