; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  %12 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %12) #4
  br label %13

13:                                               ; preds = %25, %0
  %14 = phi i64 [ 0, %0 ], [ %29, %25 ]
  %15 = phi i128 [ -36893488147419103231, %0 ], [ %31, %25 ]
  %16 = freeze i128 %15
  %17 = udiv i128 %16, 10
  %18 = mul i128 %17, 10
  %19 = sub i128 %16, %18
  %20 = trunc i128 %19 to i8
  %21 = or i8 %20, 48
  %22 = or i64 %14, 1
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %14
  store i8 %21, i8* %23, align 2, !tbaa !4
  %24 = icmp eq i64 %22, 39
  br i1 %24, label %32, label %25, !llvm.loop !7

25:                                               ; preds = %13
  %26 = urem i128 %17, 10
  %27 = trunc i128 %26 to i8
  %28 = or i8 %27, 48
  %29 = add nuw nsw i64 %14, 2
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %22
  store i8 %28, i8* %30, align 1, !tbaa !4
  %31 = udiv i128 %15, 100
  br label %13

32:                                               ; preds = %13, %32
  %33 = phi i64 [ %34, %32 ], [ 39, %13 ]
  %34 = add nsw i64 %33, -1
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %34
  %36 = load i8, i8* %35, align 1, !tbaa !4
  %37 = sext i8 %36 to i32
  %38 = tail call i32 @putchar(i32 %37) #4
  %39 = icmp eq i64 %34, 0
  br i1 %39, label %40, label %32, !llvm.loop !9

40:                                               ; preds = %32
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %12) #4
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0))
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -2, i64 noundef 1) #4
  %43 = tail call i32 @putchar(i32 10)
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %45 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %45) #4
  br label %46

46:                                               ; preds = %58, %40
  %47 = phi i64 [ 0, %40 ], [ %62, %58 ]
  %48 = phi i128 [ -45049567881334322615755997788248211456, %40 ], [ %64, %58 ]
  %49 = freeze i128 %48
  %50 = udiv i128 %49, 10
  %51 = mul i128 %50, 10
  %52 = sub i128 %49, %51
  %53 = trunc i128 %52 to i8
  %54 = or i8 %53, 48
  %55 = or i64 %47, 1
  %56 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %47
  store i8 %54, i8* %56, align 2, !tbaa !4
  %57 = icmp eq i64 %55, 39
  br i1 %57, label %65, label %58, !llvm.loop !7

58:                                               ; preds = %46
  %59 = urem i128 %50, 10
  %60 = trunc i128 %59 to i8
  %61 = or i8 %60, 48
  %62 = add nuw nsw i64 %47, 2
  %63 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %55
  store i8 %61, i8* %63, align 1, !tbaa !4
  %64 = udiv i128 %48, 100
  br label %46

65:                                               ; preds = %46, %65
  %66 = phi i64 [ %67, %65 ], [ 39, %46 ]
  %67 = add nsw i64 %66, -1
  %68 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %67
  %69 = load i8, i8* %68, align 1, !tbaa !4
  %70 = sext i8 %69 to i32
  %71 = tail call i32 @putchar(i32 %70) #4
  %72 = icmp eq i64 %67, 0
  br i1 %72, label %73, label %65, !llvm.loop !9

73:                                               ; preds = %65
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %45) #4
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  store i128 -98410933013201380282539536547840000000, i128* %6, align 16, !tbaa !10
  call fastcc void @put_i(i128* noundef nonnull %6)
  %76 = tail call i32 @putchar(i32 10)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0))
  store i128 -768835414165635783457340129280000000, i128* %7, align 16, !tbaa !10
  call fastcc void @put_i(i128* noundef nonnull %7)
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0))
  store i128 -229012, i128* %8, align 16, !tbaa !10
  call fastcc void @put_i(i128* noundef nonnull %8)
  %80 = tail call i32 @putchar(i32 10)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  store i128 98509442455657037319859395943783783, i128* %9, align 16, !tbaa !10
  call fastcc void @put_i(i128* noundef nonnull %9)
  %82 = tail call i32 @putchar(i32 10)
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0))
  %84 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %84) #4
  br label %85

85:                                               ; preds = %85, %73
  %86 = phi i64 [ 0, %73 ], [ %99, %85 ]
  %87 = phi i128 [ 295232796972974562036796675385, %73 ], [ %101, %85 ]
  %88 = freeze i128 %87
  %89 = udiv i128 %88, 10
  %90 = mul i128 %89, 10
  %91 = sub i128 %88, %90
  %92 = trunc i128 %91 to i8
  %93 = or i8 %92, 48
  %94 = or i64 %86, 1
  %95 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %86
  store i8 %93, i8* %95, align 2, !tbaa !4
  %96 = urem i128 %89, 10
  %97 = trunc i128 %96 to i8
  %98 = or i8 %97, 48
  %99 = add nuw nsw i64 %86, 2
  %100 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %94
  store i8 %98, i8* %100, align 1, !tbaa !4
  %101 = udiv i128 %87, 100
  %102 = icmp ult i128 %87, 100
  br i1 %102, label %103, label %85, !llvm.loop !7

103:                                              ; preds = %85
  %104 = shl i64 %99, 32
  %105 = ashr exact i64 %104, 32
  %106 = add nsw i64 %105, -1
  %107 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %106
  %108 = load i8, i8* %107, align 1, !tbaa !4
  %109 = sext i8 %108 to i32
  %110 = tail call i32 @putchar(i32 %109) #4
  %111 = add nsw i64 %105, -2
  %112 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %111
  %113 = load i8, i8* %112, align 2, !tbaa !4
  %114 = sext i8 %113 to i32
  %115 = tail call i32 @putchar(i32 %114) #4
  %116 = add nsw i64 %105, -3
  %117 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %116
  %118 = load i8, i8* %117, align 1, !tbaa !4
  %119 = sext i8 %118 to i32
  %120 = tail call i32 @putchar(i32 %119) #4
  %121 = add nsw i64 %105, -4
  %122 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %121
  %123 = load i8, i8* %122, align 2, !tbaa !4
  %124 = sext i8 %123 to i32
  %125 = tail call i32 @putchar(i32 %124) #4
  %126 = add nsw i64 %105, -5
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %126
  %128 = load i8, i8* %127, align 1, !tbaa !4
  %129 = sext i8 %128 to i32
  %130 = tail call i32 @putchar(i32 %129) #4
  %131 = add nsw i64 %105, -6
  %132 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %131
  %133 = load i8, i8* %132, align 2, !tbaa !4
  %134 = sext i8 %133 to i32
  %135 = tail call i32 @putchar(i32 %134) #4
  %136 = add nsw i64 %105, -7
  %137 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %136
  %138 = load i8, i8* %137, align 1, !tbaa !4
  %139 = sext i8 %138 to i32
  %140 = tail call i32 @putchar(i32 %139) #4
  %141 = add nsw i64 %105, -8
  %142 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %141
  %143 = load i8, i8* %142, align 2, !tbaa !4
  %144 = sext i8 %143 to i32
  %145 = tail call i32 @putchar(i32 %144) #4
  %146 = add nsw i64 %105, -9
  %147 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %146
  %148 = load i8, i8* %147, align 1, !tbaa !4
  %149 = sext i8 %148 to i32
  %150 = tail call i32 @putchar(i32 %149) #4
  %151 = add nsw i64 %105, -10
  %152 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %151
  %153 = load i8, i8* %152, align 2, !tbaa !4
  %154 = sext i8 %153 to i32
  %155 = tail call i32 @putchar(i32 %154) #4
  %156 = add nsw i64 %105, -11
  %157 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !4
  %159 = sext i8 %158 to i32
  %160 = tail call i32 @putchar(i32 %159) #4
  %161 = add nsw i64 %105, -12
  %162 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %161
  %163 = load i8, i8* %162, align 2, !tbaa !4
  %164 = sext i8 %163 to i32
  %165 = tail call i32 @putchar(i32 %164) #4
  %166 = add nsw i64 %105, -13
  %167 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %166
  %168 = load i8, i8* %167, align 1, !tbaa !4
  %169 = sext i8 %168 to i32
  %170 = tail call i32 @putchar(i32 %169) #4
  %171 = add nsw i64 %105, -14
  %172 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %171
  %173 = load i8, i8* %172, align 2, !tbaa !4
  %174 = sext i8 %173 to i32
  %175 = tail call i32 @putchar(i32 %174) #4
  %176 = add nsw i64 %105, -15
  %177 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %176
  %178 = load i8, i8* %177, align 1, !tbaa !4
  %179 = sext i8 %178 to i32
  %180 = tail call i32 @putchar(i32 %179) #4
  %181 = add nsw i64 %105, -16
  %182 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %181
  %183 = load i8, i8* %182, align 2, !tbaa !4
  %184 = sext i8 %183 to i32
  %185 = tail call i32 @putchar(i32 %184) #4
  %186 = add nsw i64 %105, -17
  %187 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %186
  %188 = load i8, i8* %187, align 1, !tbaa !4
  %189 = sext i8 %188 to i32
  %190 = tail call i32 @putchar(i32 %189) #4
  %191 = add nsw i64 %105, -18
  %192 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %191
  %193 = load i8, i8* %192, align 2, !tbaa !4
  %194 = sext i8 %193 to i32
  %195 = tail call i32 @putchar(i32 %194) #4
  %196 = add nsw i64 %105, -19
  %197 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %196
  %198 = load i8, i8* %197, align 1, !tbaa !4
  %199 = sext i8 %198 to i32
  %200 = tail call i32 @putchar(i32 %199) #4
  %201 = add nsw i64 %105, -20
  %202 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %201
  %203 = load i8, i8* %202, align 2, !tbaa !4
  %204 = sext i8 %203 to i32
  %205 = tail call i32 @putchar(i32 %204) #4
  %206 = add nsw i64 %105, -21
  %207 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %206
  %208 = load i8, i8* %207, align 1, !tbaa !4
  %209 = sext i8 %208 to i32
  %210 = tail call i32 @putchar(i32 %209) #4
  %211 = add nsw i64 %105, -22
  %212 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %211
  %213 = load i8, i8* %212, align 2, !tbaa !4
  %214 = sext i8 %213 to i32
  %215 = tail call i32 @putchar(i32 %214) #4
  %216 = add nsw i64 %105, -23
  %217 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %216
  %218 = load i8, i8* %217, align 1, !tbaa !4
  %219 = sext i8 %218 to i32
  %220 = tail call i32 @putchar(i32 %219) #4
  %221 = add nsw i64 %105, -24
  %222 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %221
  %223 = load i8, i8* %222, align 2, !tbaa !4
  %224 = sext i8 %223 to i32
  %225 = tail call i32 @putchar(i32 %224) #4
  %226 = add nsw i64 %105, -25
  %227 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %226
  %228 = load i8, i8* %227, align 1, !tbaa !4
  %229 = sext i8 %228 to i32
  %230 = tail call i32 @putchar(i32 %229) #4
  %231 = add nsw i64 %105, -26
  %232 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %231
  %233 = load i8, i8* %232, align 2, !tbaa !4
  %234 = sext i8 %233 to i32
  %235 = tail call i32 @putchar(i32 %234) #4
  %236 = add nsw i64 %105, -27
  %237 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %236
  %238 = load i8, i8* %237, align 1, !tbaa !4
  %239 = sext i8 %238 to i32
  %240 = tail call i32 @putchar(i32 %239) #4
  %241 = add nsw i64 %105, -28
  %242 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %241
  %243 = load i8, i8* %242, align 2, !tbaa !4
  %244 = sext i8 %243 to i32
  %245 = tail call i32 @putchar(i32 %244) #4
  %246 = add nsw i64 %105, -29
  %247 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %246
  %248 = load i8, i8* %247, align 1, !tbaa !4
  %249 = sext i8 %248 to i32
  %250 = tail call i32 @putchar(i32 %249) #4
  %251 = add nsw i64 %105, -30
  %252 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %251
  %253 = load i8, i8* %252, align 2, !tbaa !4
  %254 = sext i8 %253 to i32
  %255 = tail call i32 @putchar(i32 %254) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %84) #4
  %256 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  %257 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %257) #4
  %258 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  store i8 53, i8* %258, align 16, !tbaa !4
  %259 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 1
  store i8 48, i8* %259, align 1, !tbaa !4
  %260 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 2
  store i8 51, i8* %260, align 2, !tbaa !4
  %261 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 3
  store i8 50, i8* %261, align 1, !tbaa !4
  %262 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 4
  store i8 55, i8* %262, align 4, !tbaa !4
  %263 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 5
  store i8 50, i8* %263, align 1, !tbaa !4
  %264 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 6
  store i8 51, i8* %264, align 2, !tbaa !4
  %265 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 7
  store i8 52, i8* %265, align 1, !tbaa !4
  %266 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 8
  store i8 57, i8* %266, align 8, !tbaa !4
  %267 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 8
  %268 = load i8, i8* %267, align 8, !tbaa !4
  %269 = sext i8 %268 to i32
  %270 = tail call i32 @putchar(i32 %269) #4
  %271 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 7
  %272 = load i8, i8* %271, align 1, !tbaa !4
  %273 = sext i8 %272 to i32
  %274 = tail call i32 @putchar(i32 %273) #4
  %275 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 6
  %276 = load i8, i8* %275, align 2, !tbaa !4
  %277 = sext i8 %276 to i32
  %278 = tail call i32 @putchar(i32 %277) #4
  %279 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 5
  %280 = load i8, i8* %279, align 1, !tbaa !4
  %281 = sext i8 %280 to i32
  %282 = tail call i32 @putchar(i32 %281) #4
  %283 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 4
  %284 = load i8, i8* %283, align 4, !tbaa !4
  %285 = sext i8 %284 to i32
  %286 = tail call i32 @putchar(i32 %285) #4
  %287 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 3
  %288 = load i8, i8* %287, align 1, !tbaa !4
  %289 = sext i8 %288 to i32
  %290 = tail call i32 @putchar(i32 %289) #4
  %291 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 2
  %292 = load i8, i8* %291, align 2, !tbaa !4
  %293 = sext i8 %292 to i32
  %294 = tail call i32 @putchar(i32 %293) #4
  %295 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 1
  %296 = load i8, i8* %295, align 1, !tbaa !4
  %297 = sext i8 %296 to i32
  %298 = tail call i32 @putchar(i32 %297) #4
  %299 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %300 = load i8, i8* %299, align 16, !tbaa !4
  %301 = sext i8 %300 to i32
  %302 = tail call i32 @putchar(i32 %301) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %257) #4
  %303 = tail call i32 @putchar(i32 10)
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0))
  %305 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 74565, i64 noundef 7460681907699143439) #4
  %306 = tail call i32 @putchar(i32 10)
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0))
  %308 = tail call i32 @putchar(i32 56) #4
  %309 = tail call i32 @putchar(i32 10)
  %310 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  %311 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 0) #4
  %312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i64 0, i64 0))
  %313 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 0, i64 noundef -9223372036854775808) #4
  %314 = tail call i32 @putchar(i32 10)
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0))
  %316 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #4
  %317 = tail call i32 @putchar(i32 10)
  br label %353

318:                                              ; preds = %353
  %319 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0))
  %320 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %320) #4
  br label %321

321:                                              ; preds = %321, %318
  %322 = phi i64 [ %330, %321 ], [ 0, %318 ]
  %323 = phi i128 [ %325, %321 ], [ %365, %318 ]
  %324 = freeze i128 %323
  %325 = udiv i128 %324, 10
  %326 = mul i128 %325, 10
  %327 = sub i128 %324, %326
  %328 = trunc i128 %327 to i8
  %329 = or i8 %328, 48
  %330 = add nuw i64 %322, 1
  %331 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %322
  store i8 %329, i8* %331, align 1, !tbaa !4
  %332 = icmp ult i128 %323, 10
  br i1 %332, label %333, label %321, !llvm.loop !7

333:                                              ; preds = %321
  %334 = shl i64 %330, 32
  %335 = ashr exact i64 %334, 32
  br label %336

336:                                              ; preds = %336, %333
  %337 = phi i64 [ %335, %333 ], [ %338, %336 ]
  %338 = add nsw i64 %337, -1
  %339 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %338
  %340 = load i8, i8* %339, align 1, !tbaa !4
  %341 = sext i8 %340 to i32
  %342 = tail call i32 @putchar(i32 %341) #4
  %343 = icmp eq i64 %338, 0
  br i1 %343, label %344, label %336, !llvm.loop !9

344:                                              ; preds = %336
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %320) #4
  %345 = tail call i32 @putchar(i32 10)
  %346 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i64 0, i64 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %347 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %348 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i64 0, i64 0), double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %349 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0))
  store i128 -1499999999999999889089448902656, i128* %10, align 16, !tbaa !10
  call fastcc void @put_i(i128* noundef nonnull %10)
  %350 = tail call i32 @putchar(i32 10)
  %351 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %352 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i64 0, i64 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

353:                                              ; preds = %353, %103
  %354 = phi i128 [ 0, %103 ], [ %365, %353 ]
  %355 = phi i128 [ 1, %103 ], [ %366, %353 ]
  %356 = phi i32 [ 0, %103 ], [ %367, %353 ]
  %357 = add i128 %354, %355
  %358 = add i128 %355, %357
  %359 = add i128 %357, %358
  %360 = add i128 %358, %359
  %361 = add i128 %359, %360
  %362 = add i128 %360, %361
  %363 = add i128 %361, %362
  %364 = add i128 %362, %363
  %365 = add i128 %363, %364
  %366 = add i128 %364, %365
  %367 = add nuw nsw i32 %356, 10
  %368 = icmp eq i32 %367, 150
  br i1 %368, label %318, label %353, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(i128* nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = load i128, i128* %0, align 16, !tbaa !10
  %5 = icmp slt i128 %4, 0
  br i1 %5, label %6, label %34

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = sub i128 0, %4
  %9 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %9) #4
  br label %10

10:                                               ; preds = %10, %6
  %11 = phi i64 [ %19, %10 ], [ 0, %6 ]
  %12 = phi i128 [ %14, %10 ], [ %8, %6 ]
  %13 = freeze i128 %12
  %14 = udiv i128 %13, 10
  %15 = mul i128 %14, 10
  %16 = sub i128 %13, %15
  %17 = trunc i128 %16 to i8
  %18 = or i8 %17, 48
  %19 = add nuw i64 %11, 1
  %20 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %11
  store i8 %18, i8* %20, align 1, !tbaa !4
  %21 = icmp ult i128 %12, 10
  br i1 %21, label %22, label %10, !llvm.loop !7

22:                                               ; preds = %10
  %23 = shl i64 %19, 32
  %24 = ashr exact i64 %23, 32
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi i64 [ %24, %22 ], [ %27, %25 ]
  %27 = add nsw i64 %26, -1
  %28 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !4
  %30 = sext i8 %29 to i32
  %31 = tail call i32 @putchar(i32 %30) #4
  %32 = icmp eq i64 %27, 0
  br i1 %32, label %33, label %25, !llvm.loop !9

33:                                               ; preds = %25
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %9) #4
  br label %60

34:                                               ; preds = %1
  %35 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %35) #4
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ %45, %36 ], [ 0, %34 ]
  %38 = phi i128 [ %40, %36 ], [ %4, %34 ]
  %39 = freeze i128 %38
  %40 = udiv i128 %39, 10
  %41 = mul i128 %40, 10
  %42 = sub i128 %39, %41
  %43 = trunc i128 %42 to i8
  %44 = or i8 %43, 48
  %45 = add nuw i64 %37, 1
  %46 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %37
  store i8 %44, i8* %46, align 1, !tbaa !4
  %47 = icmp ult i128 %38, 10
  br i1 %47, label %48, label %36, !llvm.loop !7

48:                                               ; preds = %36
  %49 = shl i64 %45, 32
  %50 = ashr exact i64 %49, 32
  br label %51

51:                                               ; preds = %51, %48
  %52 = phi i64 [ %50, %48 ], [ %53, %51 ]
  %53 = add nsw i64 %52, -1
  %54 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %53
  %55 = load i8, i8* %54, align 1, !tbaa !4
  %56 = sext i8 %55 to i32
  %57 = tail call i32 @putchar(i32 %56) #4
  %58 = icmp eq i64 %53, 0
  br i1 %58, label %59, label %51, !llvm.loop !9

59:                                               ; preds = %51
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %35) #4
  br label %60

60:                                               ; preds = %59, %33
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"__int128", !5, i64 0}
!12 = distinct !{!12, !8}
