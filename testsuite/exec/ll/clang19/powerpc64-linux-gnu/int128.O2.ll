; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #4
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ %16, %7 ], [ 0, %0 ]
  %9 = phi i128 [ %11, %7 ], [ -36893488147419103231, %0 ]
  %10 = freeze i128 %9
  %11 = udiv i128 %10, 10
  %12 = mul i128 %11, 10
  %13 = sub i128 %10, %12
  %14 = trunc nuw nsw i128 %13 to i8
  %15 = or disjoint i8 %14, 48
  %16 = add nuw nsw i64 %8, 1
  %17 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %8
  store i8 %15, ptr %17, align 1, !tbaa !5
  %18 = icmp eq i64 %16, 39
  br i1 %18, label %19, label %7, !llvm.loop !8

19:                                               ; preds = %7, %19
  %20 = phi i64 [ %21, %19 ], [ 39, %7 ]
  %21 = add nsw i64 %20, -1
  %22 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = tail call i32 @putchar(i32 %24)
  %26 = icmp eq i64 %21, 0
  br i1 %26, label %27, label %19, !llvm.loop !10

27:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #4
  %28 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %29 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %30 = tail call i32 @putchar(i32 10)
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #4
  br label %32

32:                                               ; preds = %32, %27
  %33 = phi i64 [ %41, %32 ], [ 0, %27 ]
  %34 = phi i128 [ %36, %32 ], [ -45049567881334322615755997788248211456, %27 ]
  %35 = freeze i128 %34
  %36 = udiv i128 %35, 10
  %37 = mul i128 %36, 10
  %38 = sub i128 %35, %37
  %39 = trunc nuw nsw i128 %38 to i8
  %40 = or disjoint i8 %39, 48
  %41 = add nuw nsw i64 %33, 1
  %42 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %33
  store i8 %40, ptr %42, align 1, !tbaa !5
  %43 = icmp eq i64 %41, 39
  br i1 %43, label %44, label %32, !llvm.loop !8

44:                                               ; preds = %32, %44
  %45 = phi i64 [ %46, %44 ], [ 39, %32 ]
  %46 = add nsw i64 %45, -1
  %47 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !5
  %49 = zext i8 %48 to i32
  %50 = tail call i32 @putchar(i32 %49)
  %51 = icmp eq i64 %46, 0
  br i1 %51, label %52, label %44, !llvm.loop !10

52:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #4
  %53 = tail call i32 @putchar(i32 10)
  %54 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  tail call fastcc void @put_i(i128 noundef -98410933013201380282539536547840000000)
  %55 = tail call i32 @putchar(i32 10)
  %56 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  tail call fastcc void @put_i(i128 noundef -768835414165635783457340129280000000)
  %57 = tail call i32 @putchar(i32 10)
  %58 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  tail call fastcc void @put_i(i128 noundef -229012)
  %59 = tail call i32 @putchar(i32 10)
  %60 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  tail call fastcc void @put_i(i128 noundef 98509442455657037319859395943783783)
  %61 = tail call i32 @putchar(i32 10)
  %62 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %63

63:                                               ; preds = %63, %52
  %64 = phi i32 [ %76, %63 ], [ 1, %52 ]
  %65 = phi i64 [ %73, %63 ], [ 0, %52 ]
  %66 = phi i128 [ %68, %63 ], [ 295232796972974562036796675385, %52 ]
  %67 = freeze i128 %66
  %68 = udiv i128 %67, 10
  %69 = mul i128 %68, 10
  %70 = sub i128 %67, %69
  %71 = trunc nuw nsw i128 %70 to i8
  %72 = or disjoint i8 %71, 48
  %73 = add nuw nsw i64 %65, 1
  %74 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %65
  store i8 %72, ptr %74, align 1, !tbaa !5
  %75 = icmp ult i128 %66, 10
  %76 = add nuw i32 %64, 1
  br i1 %75, label %77, label %63, !llvm.loop !8

77:                                               ; preds = %63
  %78 = sext i32 %64 to i64
  %79 = add nsw i64 %78, -1
  %80 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !5
  %82 = zext i8 %81 to i32
  %83 = tail call i32 @putchar(i32 %82)
  %84 = add nsw i64 %78, -2
  %85 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !5
  %87 = zext i8 %86 to i32
  %88 = tail call i32 @putchar(i32 %87)
  %89 = add nsw i64 %78, -3
  %90 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = zext i8 %91 to i32
  %93 = tail call i32 @putchar(i32 %92)
  %94 = add nsw i64 %78, -4
  %95 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = zext i8 %96 to i32
  %98 = tail call i32 @putchar(i32 %97)
  %99 = add nsw i64 %78, -5
  %100 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !5
  %102 = zext i8 %101 to i32
  %103 = tail call i32 @putchar(i32 %102)
  %104 = add nsw i64 %78, -6
  %105 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !5
  %107 = zext i8 %106 to i32
  %108 = tail call i32 @putchar(i32 %107)
  %109 = add nsw i64 %78, -7
  %110 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !5
  %112 = zext i8 %111 to i32
  %113 = tail call i32 @putchar(i32 %112)
  %114 = add nsw i64 %78, -8
  %115 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !5
  %117 = zext i8 %116 to i32
  %118 = tail call i32 @putchar(i32 %117)
  %119 = add nsw i64 %78, -9
  %120 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !5
  %122 = zext i8 %121 to i32
  %123 = tail call i32 @putchar(i32 %122)
  %124 = add nsw i64 %78, -10
  %125 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !5
  %127 = zext i8 %126 to i32
  %128 = tail call i32 @putchar(i32 %127)
  %129 = add nsw i64 %78, -11
  %130 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i32
  %133 = tail call i32 @putchar(i32 %132)
  %134 = add nsw i64 %78, -12
  %135 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = zext i8 %136 to i32
  %138 = tail call i32 @putchar(i32 %137)
  %139 = add nsw i64 %78, -13
  %140 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !5
  %142 = zext i8 %141 to i32
  %143 = tail call i32 @putchar(i32 %142)
  %144 = add nsw i64 %78, -14
  %145 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = tail call i32 @putchar(i32 %147)
  %149 = add nsw i64 %78, -15
  %150 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !5
  %152 = zext i8 %151 to i32
  %153 = tail call i32 @putchar(i32 %152)
  %154 = add nsw i64 %78, -16
  %155 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !5
  %157 = zext i8 %156 to i32
  %158 = tail call i32 @putchar(i32 %157)
  %159 = add nsw i64 %78, -17
  %160 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = zext i8 %161 to i32
  %163 = tail call i32 @putchar(i32 %162)
  %164 = add nsw i64 %78, -18
  %165 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !5
  %167 = zext i8 %166 to i32
  %168 = tail call i32 @putchar(i32 %167)
  %169 = add nsw i64 %78, -19
  %170 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !5
  %172 = zext i8 %171 to i32
  %173 = tail call i32 @putchar(i32 %172)
  %174 = add nsw i64 %78, -20
  %175 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = zext i8 %176 to i32
  %178 = tail call i32 @putchar(i32 %177)
  %179 = add nsw i64 %78, -21
  %180 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !5
  %182 = zext i8 %181 to i32
  %183 = tail call i32 @putchar(i32 %182)
  %184 = add nsw i64 %78, -22
  %185 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i32
  %188 = tail call i32 @putchar(i32 %187)
  %189 = add nsw i64 %78, -23
  %190 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !5
  %192 = zext i8 %191 to i32
  %193 = tail call i32 @putchar(i32 %192)
  %194 = add nsw i64 %78, -24
  %195 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !5
  %197 = zext i8 %196 to i32
  %198 = tail call i32 @putchar(i32 %197)
  %199 = add nsw i64 %78, -25
  %200 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !5
  %202 = zext i8 %201 to i32
  %203 = tail call i32 @putchar(i32 %202)
  %204 = add nsw i64 %78, -26
  %205 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !5
  %207 = zext i8 %206 to i32
  %208 = tail call i32 @putchar(i32 %207)
  %209 = add nsw i64 %78, -27
  %210 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !5
  %212 = zext i8 %211 to i32
  %213 = tail call i32 @putchar(i32 %212)
  %214 = add nsw i64 %78, -28
  %215 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !5
  %217 = zext i8 %216 to i32
  %218 = tail call i32 @putchar(i32 %217)
  %219 = add nsw i64 %78, -29
  %220 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !5
  %222 = zext i8 %221 to i32
  %223 = tail call i32 @putchar(i32 %222)
  %224 = add nsw i64 %78, -30
  %225 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %224
  %226 = load i8, ptr %225, align 1, !tbaa !5
  %227 = zext i8 %226 to i32
  %228 = tail call i32 @putchar(i32 %227)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  %229 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %230 = tail call i32 @putchar(i32 57)
  %231 = tail call i32 @putchar(i32 52)
  %232 = tail call i32 @putchar(i32 51)
  %233 = tail call i32 @putchar(i32 50)
  %234 = tail call i32 @putchar(i32 55)
  %235 = tail call i32 @putchar(i32 50)
  %236 = tail call i32 @putchar(i32 51)
  %237 = tail call i32 @putchar(i32 48)
  %238 = tail call i32 @putchar(i32 53)
  %239 = tail call i32 @putchar(i32 10)
  %240 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %241 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 74565, i64 noundef 7460681907699143439)
  %242 = tail call i32 @putchar(i32 10)
  %243 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %244 = tail call i32 @putchar(i32 56)
  %245 = tail call i32 @putchar(i32 10)
  %246 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %247 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %248 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %249 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %250 = tail call i32 @putchar(i32 10)
  %251 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %252 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %253 = tail call i32 @putchar(i32 10)
  br label %426

254:                                              ; preds = %426
  %255 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i32 [ %269, %256 ], [ 1, %254 ]
  %258 = phi i64 [ %266, %256 ], [ 0, %254 ]
  %259 = phi i128 [ %261, %256 ], [ %428, %254 ]
  %260 = freeze i128 %259
  %261 = udiv i128 %260, 10
  %262 = mul i128 %261, 10
  %263 = sub i128 %260, %262
  %264 = trunc nuw nsw i128 %263 to i8
  %265 = or disjoint i8 %264, 48
  %266 = add nuw nsw i64 %258, 1
  %267 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %258
  store i8 %265, ptr %267, align 1, !tbaa !5
  %268 = icmp ult i128 %259, 10
  %269 = add nuw i32 %257, 1
  br i1 %268, label %270, label %256, !llvm.loop !8

270:                                              ; preds = %256
  %271 = sext i32 %257 to i64
  br label %272

272:                                              ; preds = %272, %270
  %273 = phi i64 [ %271, %270 ], [ %274, %272 ]
  %274 = add nsw i64 %273, -1
  %275 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !5
  %277 = zext i8 %276 to i32
  %278 = tail call i32 @putchar(i32 %277)
  %279 = icmp eq i64 %274, 0
  br i1 %279, label %280, label %272, !llvm.loop !10

280:                                              ; preds = %272
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  %281 = tail call i32 @putchar(i32 10)
  %282 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %283 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  %284 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %285 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  %286 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4
  br label %287

287:                                              ; preds = %287, %280
  %288 = phi i64 [ %296, %287 ], [ 0, %280 ]
  %289 = phi i128 [ %291, %287 ], [ 1499999999999999889089448902656, %280 ]
  %290 = freeze i128 %289
  %291 = udiv i128 %290, 10
  %292 = mul i128 %291, 10
  %293 = sub i128 %290, %292
  %294 = trunc nuw nsw i128 %293 to i8
  %295 = or disjoint i8 %294, 48
  %296 = add nuw nsw i64 %288, 1
  %297 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %288
  store i8 %295, ptr %297, align 1, !tbaa !5
  %298 = icmp eq i64 %296, 31
  br i1 %298, label %299, label %287, !llvm.loop !8

299:                                              ; preds = %287
  %300 = getelementptr inbounds i8, ptr %1, i64 30
  %301 = load i8, ptr %300, align 1, !tbaa !5
  %302 = zext i8 %301 to i32
  %303 = tail call i32 @putchar(i32 %302)
  %304 = getelementptr inbounds i8, ptr %1, i64 29
  %305 = load i8, ptr %304, align 1, !tbaa !5
  %306 = zext i8 %305 to i32
  %307 = tail call i32 @putchar(i32 %306)
  %308 = getelementptr inbounds i8, ptr %1, i64 28
  %309 = load i8, ptr %308, align 1, !tbaa !5
  %310 = zext i8 %309 to i32
  %311 = tail call i32 @putchar(i32 %310)
  %312 = getelementptr inbounds i8, ptr %1, i64 27
  %313 = load i8, ptr %312, align 1, !tbaa !5
  %314 = zext i8 %313 to i32
  %315 = tail call i32 @putchar(i32 %314)
  %316 = getelementptr inbounds i8, ptr %1, i64 26
  %317 = load i8, ptr %316, align 1, !tbaa !5
  %318 = zext i8 %317 to i32
  %319 = tail call i32 @putchar(i32 %318)
  %320 = getelementptr inbounds i8, ptr %1, i64 25
  %321 = load i8, ptr %320, align 1, !tbaa !5
  %322 = zext i8 %321 to i32
  %323 = tail call i32 @putchar(i32 %322)
  %324 = getelementptr inbounds i8, ptr %1, i64 24
  %325 = load i8, ptr %324, align 1, !tbaa !5
  %326 = zext i8 %325 to i32
  %327 = tail call i32 @putchar(i32 %326)
  %328 = getelementptr inbounds i8, ptr %1, i64 23
  %329 = load i8, ptr %328, align 1, !tbaa !5
  %330 = zext i8 %329 to i32
  %331 = tail call i32 @putchar(i32 %330)
  %332 = getelementptr inbounds i8, ptr %1, i64 22
  %333 = load i8, ptr %332, align 1, !tbaa !5
  %334 = zext i8 %333 to i32
  %335 = tail call i32 @putchar(i32 %334)
  %336 = getelementptr inbounds i8, ptr %1, i64 21
  %337 = load i8, ptr %336, align 1, !tbaa !5
  %338 = zext i8 %337 to i32
  %339 = tail call i32 @putchar(i32 %338)
  %340 = getelementptr inbounds i8, ptr %1, i64 20
  %341 = load i8, ptr %340, align 1, !tbaa !5
  %342 = zext i8 %341 to i32
  %343 = tail call i32 @putchar(i32 %342)
  %344 = getelementptr inbounds i8, ptr %1, i64 19
  %345 = load i8, ptr %344, align 1, !tbaa !5
  %346 = zext i8 %345 to i32
  %347 = tail call i32 @putchar(i32 %346)
  %348 = getelementptr inbounds i8, ptr %1, i64 18
  %349 = load i8, ptr %348, align 1, !tbaa !5
  %350 = zext i8 %349 to i32
  %351 = tail call i32 @putchar(i32 %350)
  %352 = getelementptr inbounds i8, ptr %1, i64 17
  %353 = load i8, ptr %352, align 1, !tbaa !5
  %354 = zext i8 %353 to i32
  %355 = tail call i32 @putchar(i32 %354)
  %356 = getelementptr inbounds i8, ptr %1, i64 16
  %357 = load i8, ptr %356, align 1, !tbaa !5
  %358 = zext i8 %357 to i32
  %359 = tail call i32 @putchar(i32 %358)
  %360 = getelementptr inbounds i8, ptr %1, i64 15
  %361 = load i8, ptr %360, align 1, !tbaa !5
  %362 = zext i8 %361 to i32
  %363 = tail call i32 @putchar(i32 %362)
  %364 = getelementptr inbounds i8, ptr %1, i64 14
  %365 = load i8, ptr %364, align 1, !tbaa !5
  %366 = zext i8 %365 to i32
  %367 = tail call i32 @putchar(i32 %366)
  %368 = getelementptr inbounds i8, ptr %1, i64 13
  %369 = load i8, ptr %368, align 1, !tbaa !5
  %370 = zext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370)
  %372 = getelementptr inbounds i8, ptr %1, i64 12
  %373 = load i8, ptr %372, align 1, !tbaa !5
  %374 = zext i8 %373 to i32
  %375 = tail call i32 @putchar(i32 %374)
  %376 = getelementptr inbounds i8, ptr %1, i64 11
  %377 = load i8, ptr %376, align 1, !tbaa !5
  %378 = zext i8 %377 to i32
  %379 = tail call i32 @putchar(i32 %378)
  %380 = getelementptr inbounds i8, ptr %1, i64 10
  %381 = load i8, ptr %380, align 1, !tbaa !5
  %382 = zext i8 %381 to i32
  %383 = tail call i32 @putchar(i32 %382)
  %384 = getelementptr inbounds i8, ptr %1, i64 9
  %385 = load i8, ptr %384, align 1, !tbaa !5
  %386 = zext i8 %385 to i32
  %387 = tail call i32 @putchar(i32 %386)
  %388 = getelementptr inbounds i8, ptr %1, i64 8
  %389 = load i8, ptr %388, align 1, !tbaa !5
  %390 = zext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390)
  %392 = getelementptr inbounds i8, ptr %1, i64 7
  %393 = load i8, ptr %392, align 1, !tbaa !5
  %394 = zext i8 %393 to i32
  %395 = tail call i32 @putchar(i32 %394)
  %396 = getelementptr inbounds i8, ptr %1, i64 6
  %397 = load i8, ptr %396, align 1, !tbaa !5
  %398 = zext i8 %397 to i32
  %399 = tail call i32 @putchar(i32 %398)
  %400 = getelementptr inbounds i8, ptr %1, i64 5
  %401 = load i8, ptr %400, align 1, !tbaa !5
  %402 = zext i8 %401 to i32
  %403 = tail call i32 @putchar(i32 %402)
  %404 = getelementptr inbounds i8, ptr %1, i64 4
  %405 = load i8, ptr %404, align 1, !tbaa !5
  %406 = zext i8 %405 to i32
  %407 = tail call i32 @putchar(i32 %406)
  %408 = getelementptr inbounds i8, ptr %1, i64 3
  %409 = load i8, ptr %408, align 1, !tbaa !5
  %410 = zext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410)
  %412 = getelementptr inbounds i8, ptr %1, i64 2
  %413 = load i8, ptr %412, align 1, !tbaa !5
  %414 = zext i8 %413 to i32
  %415 = tail call i32 @putchar(i32 %414)
  %416 = getelementptr inbounds i8, ptr %1, i64 1
  %417 = load i8, ptr %416, align 1, !tbaa !5
  %418 = zext i8 %417 to i32
  %419 = tail call i32 @putchar(i32 %418)
  %420 = load i8, ptr %1, align 1, !tbaa !5
  %421 = zext i8 %420 to i32
  %422 = tail call i32 @putchar(i32 %421)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4
  %423 = tail call i32 @putchar(i32 10)
  %424 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %425 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

426:                                              ; preds = %77, %426
  %427 = phi i128 [ 0, %77 ], [ %428, %426 ]
  %428 = phi i128 [ 1, %77 ], [ %430, %426 ]
  %429 = phi i32 [ 0, %77 ], [ %431, %426 ]
  %430 = add i128 %427, %428
  %431 = add nuw nsw i32 %429, 1
  %432 = icmp eq i32 %431, 150
  br i1 %432, label %254, label %426, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(i128 noundef %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = icmp slt i128 %0, 0
  br i1 %4, label %5, label %33

5:                                                ; preds = %1
  %6 = tail call i32 @putchar(i32 45)
  %7 = sub nsw i128 0, %0
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i32 [ %21, %8 ], [ 1, %5 ]
  %10 = phi i64 [ %18, %8 ], [ 0, %5 ]
  %11 = phi i128 [ %13, %8 ], [ %7, %5 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc nuw nsw i128 %15 to i8
  %17 = or disjoint i8 %16, 48
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %10
  store i8 %17, ptr %19, align 1, !tbaa !5
  %20 = icmp ult i128 %11, 10
  %21 = add nuw i32 %9, 1
  br i1 %20, label %22, label %8, !llvm.loop !8

22:                                               ; preds = %8
  %23 = sext i32 %9 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ %23, %22 ], [ %26, %24 ]
  %26 = add nsw i64 %25, -1
  %27 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = tail call i32 @putchar(i32 %29)
  %31 = icmp eq i64 %26, 0
  br i1 %31, label %32, label %24, !llvm.loop !10

32:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  br label %59

33:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #4
  br label %34

34:                                               ; preds = %34, %33
  %35 = phi i32 [ %47, %34 ], [ 1, %33 ]
  %36 = phi i64 [ %44, %34 ], [ 0, %33 ]
  %37 = phi i128 [ %39, %34 ], [ %0, %33 ]
  %38 = freeze i128 %37
  %39 = udiv i128 %38, 10
  %40 = mul i128 %39, 10
  %41 = sub i128 %38, %40
  %42 = trunc nuw nsw i128 %41 to i8
  %43 = or disjoint i8 %42, 48
  %44 = add nuw nsw i64 %36, 1
  %45 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %36
  store i8 %43, ptr %45, align 1, !tbaa !5
  %46 = icmp ult i128 %37, 10
  %47 = add nuw i32 %35, 1
  br i1 %46, label %48, label %34, !llvm.loop !8

48:                                               ; preds = %34
  %49 = sext i32 %35 to i64
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ %49, %48 ], [ %52, %50 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !5
  %55 = zext i8 %54 to i32
  %56 = tail call i32 @putchar(i32 %55)
  %57 = icmp eq i64 %52, 0
  br i1 %57, label %58, label %50, !llvm.loop !10

58:                                               ; preds = %50
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #4
  br label %59

59:                                               ; preds = %58, %32
  ret void
}

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
