; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [64 x i8], align 16
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  br label %9

9:                                                ; preds = %21, %0
  %10 = phi i64 [ 0, %0 ], [ %25, %21 ]
  %11 = phi i128 [ -36893488147419103231, %0 ], [ %27, %21 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc i128 %15 to i8
  %17 = or i8 %16, 48
  %18 = or i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 %10
  store i8 %17, i8* %19, align 2, !tbaa !5
  %20 = icmp eq i64 %18, 39
  br i1 %20, label %28, label %21, !llvm.loop !8

21:                                               ; preds = %9
  %22 = urem i128 %13, 10
  %23 = trunc i128 %22 to i8
  %24 = or i8 %23, 48
  %25 = add nuw nsw i64 %10, 2
  %26 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 %18
  store i8 %24, i8* %26, align 1, !tbaa !5
  %27 = udiv i128 %11, 100
  br label %9

28:                                               ; preds = %9, %28
  %29 = phi i64 [ %30, %28 ], [ 39, %9 ]
  %30 = add nsw i64 %29, -1
  %31 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 %30
  %32 = load i8, i8* %31, align 1, !tbaa !5
  %33 = sext i8 %32 to i32
  %34 = tail call i32 @putchar(i32 %33) #4
  %35 = icmp eq i64 %30, 0
  br i1 %35, label %36, label %28, !llvm.loop !10

36:                                               ; preds = %28
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0))
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -2, i64 noundef 1) #4
  %39 = tail call i32 @putchar(i32 10)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %41) #4
  br label %42

42:                                               ; preds = %54, %36
  %43 = phi i64 [ 0, %36 ], [ %58, %54 ]
  %44 = phi i128 [ -45049567881334322615755997788248211456, %36 ], [ %60, %54 ]
  %45 = freeze i128 %44
  %46 = udiv i128 %45, 10
  %47 = mul i128 %46, 10
  %48 = sub i128 %45, %47
  %49 = trunc i128 %48 to i8
  %50 = or i8 %49, 48
  %51 = or i64 %43, 1
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %43
  store i8 %50, i8* %52, align 2, !tbaa !5
  %53 = icmp eq i64 %51, 39
  br i1 %53, label %61, label %54, !llvm.loop !8

54:                                               ; preds = %42
  %55 = urem i128 %46, 10
  %56 = trunc i128 %55 to i8
  %57 = or i8 %56, 48
  %58 = add nuw nsw i64 %43, 2
  %59 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %51
  store i8 %57, i8* %59, align 1, !tbaa !5
  %60 = udiv i128 %44, 100
  br label %42

61:                                               ; preds = %42, %61
  %62 = phi i64 [ %63, %61 ], [ 39, %42 ]
  %63 = add nsw i64 %62, -1
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !5
  %66 = sext i8 %65 to i32
  %67 = tail call i32 @putchar(i32 %66) #4
  %68 = icmp eq i64 %63, 0
  br i1 %68, label %69, label %61, !llvm.loop !10

69:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %41) #4
  %70 = tail call i32 @putchar(i32 10)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  tail call fastcc void @put_i(i64 noundef -7791007216802201600, i64 noundef -5334867368461919276)
  %72 = tail call i32 @putchar(i32 10)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0))
  tail call fastcc void @put_i(i64 noundef -6257820331143069696, i64 noundef -41678651316108745)
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0))
  tail call fastcc void @put_i(i64 noundef -229012, i64 noundef -1)
  %76 = tail call i32 @putchar(i32 10)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  tail call fastcc void @put_i(i64 noundef 4291727359677095271, i64 noundef 5340207576037957)
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0))
  %80 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %80) #4
  br label %81

81:                                               ; preds = %81, %69
  %82 = phi i64 [ 0, %69 ], [ %95, %81 ]
  %83 = phi i128 [ 295232796972974562036796675385, %69 ], [ %97, %81 ]
  %84 = freeze i128 %83
  %85 = udiv i128 %84, 10
  %86 = mul i128 %85, 10
  %87 = sub i128 %84, %86
  %88 = trunc i128 %87 to i8
  %89 = or i8 %88, 48
  %90 = or i64 %82, 1
  %91 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %82
  store i8 %89, i8* %91, align 2, !tbaa !5
  %92 = urem i128 %85, 10
  %93 = trunc i128 %92 to i8
  %94 = or i8 %93, 48
  %95 = add nuw nsw i64 %82, 2
  %96 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %90
  store i8 %94, i8* %96, align 1, !tbaa !5
  %97 = udiv i128 %83, 100
  %98 = icmp ult i128 %83, 100
  br i1 %98, label %99, label %81, !llvm.loop !8

99:                                               ; preds = %81
  %100 = shl i64 %95, 32
  %101 = ashr exact i64 %100, 32
  %102 = add nsw i64 %101, -1
  %103 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !5
  %105 = sext i8 %104 to i32
  %106 = tail call i32 @putchar(i32 %105) #4
  %107 = add nsw i64 %101, -2
  %108 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %107
  %109 = load i8, i8* %108, align 2, !tbaa !5
  %110 = sext i8 %109 to i32
  %111 = tail call i32 @putchar(i32 %110) #4
  %112 = add nsw i64 %101, -3
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1, !tbaa !5
  %115 = sext i8 %114 to i32
  %116 = tail call i32 @putchar(i32 %115) #4
  %117 = add nsw i64 %101, -4
  %118 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %117
  %119 = load i8, i8* %118, align 2, !tbaa !5
  %120 = sext i8 %119 to i32
  %121 = tail call i32 @putchar(i32 %120) #4
  %122 = add nsw i64 %101, -5
  %123 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !5
  %125 = sext i8 %124 to i32
  %126 = tail call i32 @putchar(i32 %125) #4
  %127 = add nsw i64 %101, -6
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %127
  %129 = load i8, i8* %128, align 2, !tbaa !5
  %130 = sext i8 %129 to i32
  %131 = tail call i32 @putchar(i32 %130) #4
  %132 = add nsw i64 %101, -7
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %132
  %134 = load i8, i8* %133, align 1, !tbaa !5
  %135 = sext i8 %134 to i32
  %136 = tail call i32 @putchar(i32 %135) #4
  %137 = add nsw i64 %101, -8
  %138 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %137
  %139 = load i8, i8* %138, align 2, !tbaa !5
  %140 = sext i8 %139 to i32
  %141 = tail call i32 @putchar(i32 %140) #4
  %142 = add nsw i64 %101, -9
  %143 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %142
  %144 = load i8, i8* %143, align 1, !tbaa !5
  %145 = sext i8 %144 to i32
  %146 = tail call i32 @putchar(i32 %145) #4
  %147 = add nsw i64 %101, -10
  %148 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %147
  %149 = load i8, i8* %148, align 2, !tbaa !5
  %150 = sext i8 %149 to i32
  %151 = tail call i32 @putchar(i32 %150) #4
  %152 = add nsw i64 %101, -11
  %153 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %152
  %154 = load i8, i8* %153, align 1, !tbaa !5
  %155 = sext i8 %154 to i32
  %156 = tail call i32 @putchar(i32 %155) #4
  %157 = add nsw i64 %101, -12
  %158 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %157
  %159 = load i8, i8* %158, align 2, !tbaa !5
  %160 = sext i8 %159 to i32
  %161 = tail call i32 @putchar(i32 %160) #4
  %162 = add nsw i64 %101, -13
  %163 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !5
  %165 = sext i8 %164 to i32
  %166 = tail call i32 @putchar(i32 %165) #4
  %167 = add nsw i64 %101, -14
  %168 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %167
  %169 = load i8, i8* %168, align 2, !tbaa !5
  %170 = sext i8 %169 to i32
  %171 = tail call i32 @putchar(i32 %170) #4
  %172 = add nsw i64 %101, -15
  %173 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %172
  %174 = load i8, i8* %173, align 1, !tbaa !5
  %175 = sext i8 %174 to i32
  %176 = tail call i32 @putchar(i32 %175) #4
  %177 = add nsw i64 %101, -16
  %178 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %177
  %179 = load i8, i8* %178, align 2, !tbaa !5
  %180 = sext i8 %179 to i32
  %181 = tail call i32 @putchar(i32 %180) #4
  %182 = add nsw i64 %101, -17
  %183 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %182
  %184 = load i8, i8* %183, align 1, !tbaa !5
  %185 = sext i8 %184 to i32
  %186 = tail call i32 @putchar(i32 %185) #4
  %187 = add nsw i64 %101, -18
  %188 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %187
  %189 = load i8, i8* %188, align 2, !tbaa !5
  %190 = sext i8 %189 to i32
  %191 = tail call i32 @putchar(i32 %190) #4
  %192 = add nsw i64 %101, -19
  %193 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %192
  %194 = load i8, i8* %193, align 1, !tbaa !5
  %195 = sext i8 %194 to i32
  %196 = tail call i32 @putchar(i32 %195) #4
  %197 = add nsw i64 %101, -20
  %198 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %197
  %199 = load i8, i8* %198, align 2, !tbaa !5
  %200 = sext i8 %199 to i32
  %201 = tail call i32 @putchar(i32 %200) #4
  %202 = add nsw i64 %101, -21
  %203 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %202
  %204 = load i8, i8* %203, align 1, !tbaa !5
  %205 = sext i8 %204 to i32
  %206 = tail call i32 @putchar(i32 %205) #4
  %207 = add nsw i64 %101, -22
  %208 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %207
  %209 = load i8, i8* %208, align 2, !tbaa !5
  %210 = sext i8 %209 to i32
  %211 = tail call i32 @putchar(i32 %210) #4
  %212 = add nsw i64 %101, -23
  %213 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %212
  %214 = load i8, i8* %213, align 1, !tbaa !5
  %215 = sext i8 %214 to i32
  %216 = tail call i32 @putchar(i32 %215) #4
  %217 = add nsw i64 %101, -24
  %218 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %217
  %219 = load i8, i8* %218, align 2, !tbaa !5
  %220 = sext i8 %219 to i32
  %221 = tail call i32 @putchar(i32 %220) #4
  %222 = add nsw i64 %101, -25
  %223 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %222
  %224 = load i8, i8* %223, align 1, !tbaa !5
  %225 = sext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 %225) #4
  %227 = add nsw i64 %101, -26
  %228 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %227
  %229 = load i8, i8* %228, align 2, !tbaa !5
  %230 = sext i8 %229 to i32
  %231 = tail call i32 @putchar(i32 %230) #4
  %232 = add nsw i64 %101, -27
  %233 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %232
  %234 = load i8, i8* %233, align 1, !tbaa !5
  %235 = sext i8 %234 to i32
  %236 = tail call i32 @putchar(i32 %235) #4
  %237 = add nsw i64 %101, -28
  %238 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %237
  %239 = load i8, i8* %238, align 2, !tbaa !5
  %240 = sext i8 %239 to i32
  %241 = tail call i32 @putchar(i32 %240) #4
  %242 = add nsw i64 %101, -29
  %243 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %242
  %244 = load i8, i8* %243, align 1, !tbaa !5
  %245 = sext i8 %244 to i32
  %246 = tail call i32 @putchar(i32 %245) #4
  %247 = add nsw i64 %101, -30
  %248 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %247
  %249 = load i8, i8* %248, align 2, !tbaa !5
  %250 = sext i8 %249 to i32
  %251 = tail call i32 @putchar(i32 %250) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %80) #4
  %252 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  %253 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %253) #4
  %254 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  store i8 53, i8* %254, align 16, !tbaa !5
  %255 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 1
  store i8 48, i8* %255, align 1, !tbaa !5
  %256 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 2
  store i8 51, i8* %256, align 2, !tbaa !5
  %257 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 3
  store i8 50, i8* %257, align 1, !tbaa !5
  %258 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 4
  store i8 55, i8* %258, align 4, !tbaa !5
  %259 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 5
  store i8 50, i8* %259, align 1, !tbaa !5
  %260 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 6
  store i8 51, i8* %260, align 2, !tbaa !5
  %261 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 7
  store i8 52, i8* %261, align 1, !tbaa !5
  %262 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 8
  store i8 57, i8* %262, align 8, !tbaa !5
  %263 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 8
  %264 = load i8, i8* %263, align 8, !tbaa !5
  %265 = sext i8 %264 to i32
  %266 = tail call i32 @putchar(i32 %265) #4
  %267 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 7
  %268 = load i8, i8* %267, align 1, !tbaa !5
  %269 = sext i8 %268 to i32
  %270 = tail call i32 @putchar(i32 %269) #4
  %271 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 6
  %272 = load i8, i8* %271, align 2, !tbaa !5
  %273 = sext i8 %272 to i32
  %274 = tail call i32 @putchar(i32 %273) #4
  %275 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 5
  %276 = load i8, i8* %275, align 1, !tbaa !5
  %277 = sext i8 %276 to i32
  %278 = tail call i32 @putchar(i32 %277) #4
  %279 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 4
  %280 = load i8, i8* %279, align 4, !tbaa !5
  %281 = sext i8 %280 to i32
  %282 = tail call i32 @putchar(i32 %281) #4
  %283 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 3
  %284 = load i8, i8* %283, align 1, !tbaa !5
  %285 = sext i8 %284 to i32
  %286 = tail call i32 @putchar(i32 %285) #4
  %287 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 2
  %288 = load i8, i8* %287, align 2, !tbaa !5
  %289 = sext i8 %288 to i32
  %290 = tail call i32 @putchar(i32 %289) #4
  %291 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 1
  %292 = load i8, i8* %291, align 1, !tbaa !5
  %293 = sext i8 %292 to i32
  %294 = tail call i32 @putchar(i32 %293) #4
  %295 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  %296 = load i8, i8* %295, align 16, !tbaa !5
  %297 = sext i8 %296 to i32
  %298 = tail call i32 @putchar(i32 %297) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %253) #4
  %299 = tail call i32 @putchar(i32 10)
  %300 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0))
  %301 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 74565, i64 noundef 7460681907699143439) #4
  %302 = tail call i32 @putchar(i32 10)
  %303 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0))
  %304 = tail call i32 @putchar(i32 56) #4
  %305 = tail call i32 @putchar(i32 10)
  %306 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 0) #4
  %308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i64 0, i64 0))
  %309 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 0, i64 noundef -9223372036854775808) #4
  %310 = tail call i32 @putchar(i32 10)
  %311 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0))
  %312 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #4
  %313 = tail call i32 @putchar(i32 10)
  br label %494

314:                                              ; preds = %494
  %315 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0))
  %316 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %316) #4
  br label %317

317:                                              ; preds = %317, %314
  %318 = phi i64 [ %326, %317 ], [ 0, %314 ]
  %319 = phi i128 [ %321, %317 ], [ %506, %314 ]
  %320 = freeze i128 %319
  %321 = udiv i128 %320, 10
  %322 = mul i128 %321, 10
  %323 = sub i128 %320, %322
  %324 = trunc i128 %323 to i8
  %325 = or i8 %324, 48
  %326 = add nuw i64 %318, 1
  %327 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %318
  store i8 %325, i8* %327, align 1, !tbaa !5
  %328 = icmp ult i128 %319, 10
  br i1 %328, label %329, label %317, !llvm.loop !8

329:                                              ; preds = %317
  %330 = shl i64 %326, 32
  %331 = ashr exact i64 %330, 32
  br label %332

332:                                              ; preds = %332, %329
  %333 = phi i64 [ %331, %329 ], [ %334, %332 ]
  %334 = add nsw i64 %333, -1
  %335 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %334
  %336 = load i8, i8* %335, align 1, !tbaa !5
  %337 = sext i8 %336 to i32
  %338 = tail call i32 @putchar(i32 %337) #4
  %339 = icmp eq i64 %334, 0
  br i1 %339, label %340, label %332, !llvm.loop !10

340:                                              ; preds = %332
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %316) #4
  %341 = tail call i32 @putchar(i32 10)
  %342 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i64 0, i64 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %343 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %344 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i64 0, i64 0), double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %345 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0))
  %346 = tail call i32 @putchar(i32 45) #4
  %347 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %347) #4
  br label %348

348:                                              ; preds = %360, %340
  %349 = phi i64 [ 0, %340 ], [ %364, %360 ]
  %350 = phi i128 [ 1499999999999999889089448902656, %340 ], [ %366, %360 ]
  %351 = freeze i128 %350
  %352 = udiv i128 %351, 10
  %353 = mul i128 %352, 10
  %354 = sub i128 %351, %353
  %355 = trunc i128 %354 to i8
  %356 = or i8 %355, 48
  %357 = or i64 %349, 1
  %358 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %349
  store i8 %356, i8* %358, align 2, !tbaa !5
  %359 = icmp eq i64 %357, 31
  br i1 %359, label %367, label %360, !llvm.loop !8

360:                                              ; preds = %348
  %361 = urem i128 %352, 10
  %362 = trunc i128 %361 to i8
  %363 = or i8 %362, 48
  %364 = add nuw nsw i64 %349, 2
  %365 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %357
  store i8 %363, i8* %365, align 1, !tbaa !5
  %366 = udiv i128 %350, 100
  br label %348

367:                                              ; preds = %348
  %368 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 30
  %369 = load i8, i8* %368, align 2, !tbaa !5
  %370 = sext i8 %369 to i32
  %371 = tail call i32 @putchar(i32 %370) #4
  %372 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 29
  %373 = load i8, i8* %372, align 1, !tbaa !5
  %374 = sext i8 %373 to i32
  %375 = tail call i32 @putchar(i32 %374) #4
  %376 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 28
  %377 = load i8, i8* %376, align 4, !tbaa !5
  %378 = sext i8 %377 to i32
  %379 = tail call i32 @putchar(i32 %378) #4
  %380 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 27
  %381 = load i8, i8* %380, align 1, !tbaa !5
  %382 = sext i8 %381 to i32
  %383 = tail call i32 @putchar(i32 %382) #4
  %384 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 26
  %385 = load i8, i8* %384, align 2, !tbaa !5
  %386 = sext i8 %385 to i32
  %387 = tail call i32 @putchar(i32 %386) #4
  %388 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 25
  %389 = load i8, i8* %388, align 1, !tbaa !5
  %390 = sext i8 %389 to i32
  %391 = tail call i32 @putchar(i32 %390) #4
  %392 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 24
  %393 = load i8, i8* %392, align 8, !tbaa !5
  %394 = sext i8 %393 to i32
  %395 = tail call i32 @putchar(i32 %394) #4
  %396 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 23
  %397 = load i8, i8* %396, align 1, !tbaa !5
  %398 = sext i8 %397 to i32
  %399 = tail call i32 @putchar(i32 %398) #4
  %400 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 22
  %401 = load i8, i8* %400, align 2, !tbaa !5
  %402 = sext i8 %401 to i32
  %403 = tail call i32 @putchar(i32 %402) #4
  %404 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 21
  %405 = load i8, i8* %404, align 1, !tbaa !5
  %406 = sext i8 %405 to i32
  %407 = tail call i32 @putchar(i32 %406) #4
  %408 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 20
  %409 = load i8, i8* %408, align 4, !tbaa !5
  %410 = sext i8 %409 to i32
  %411 = tail call i32 @putchar(i32 %410) #4
  %412 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 19
  %413 = load i8, i8* %412, align 1, !tbaa !5
  %414 = sext i8 %413 to i32
  %415 = tail call i32 @putchar(i32 %414) #4
  %416 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 18
  %417 = load i8, i8* %416, align 2, !tbaa !5
  %418 = sext i8 %417 to i32
  %419 = tail call i32 @putchar(i32 %418) #4
  %420 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 17
  %421 = load i8, i8* %420, align 1, !tbaa !5
  %422 = sext i8 %421 to i32
  %423 = tail call i32 @putchar(i32 %422) #4
  %424 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 16
  %425 = load i8, i8* %424, align 16, !tbaa !5
  %426 = sext i8 %425 to i32
  %427 = tail call i32 @putchar(i32 %426) #4
  %428 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 15
  %429 = load i8, i8* %428, align 1, !tbaa !5
  %430 = sext i8 %429 to i32
  %431 = tail call i32 @putchar(i32 %430) #4
  %432 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 14
  %433 = load i8, i8* %432, align 2, !tbaa !5
  %434 = sext i8 %433 to i32
  %435 = tail call i32 @putchar(i32 %434) #4
  %436 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 13
  %437 = load i8, i8* %436, align 1, !tbaa !5
  %438 = sext i8 %437 to i32
  %439 = tail call i32 @putchar(i32 %438) #4
  %440 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 12
  %441 = load i8, i8* %440, align 4, !tbaa !5
  %442 = sext i8 %441 to i32
  %443 = tail call i32 @putchar(i32 %442) #4
  %444 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 11
  %445 = load i8, i8* %444, align 1, !tbaa !5
  %446 = sext i8 %445 to i32
  %447 = tail call i32 @putchar(i32 %446) #4
  %448 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 10
  %449 = load i8, i8* %448, align 2, !tbaa !5
  %450 = sext i8 %449 to i32
  %451 = tail call i32 @putchar(i32 %450) #4
  %452 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 9
  %453 = load i8, i8* %452, align 1, !tbaa !5
  %454 = sext i8 %453 to i32
  %455 = tail call i32 @putchar(i32 %454) #4
  %456 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 8
  %457 = load i8, i8* %456, align 8, !tbaa !5
  %458 = sext i8 %457 to i32
  %459 = tail call i32 @putchar(i32 %458) #4
  %460 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 7
  %461 = load i8, i8* %460, align 1, !tbaa !5
  %462 = sext i8 %461 to i32
  %463 = tail call i32 @putchar(i32 %462) #4
  %464 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 6
  %465 = load i8, i8* %464, align 2, !tbaa !5
  %466 = sext i8 %465 to i32
  %467 = tail call i32 @putchar(i32 %466) #4
  %468 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 5
  %469 = load i8, i8* %468, align 1, !tbaa !5
  %470 = sext i8 %469 to i32
  %471 = tail call i32 @putchar(i32 %470) #4
  %472 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 4
  %473 = load i8, i8* %472, align 4, !tbaa !5
  %474 = sext i8 %473 to i32
  %475 = tail call i32 @putchar(i32 %474) #4
  %476 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 3
  %477 = load i8, i8* %476, align 1, !tbaa !5
  %478 = sext i8 %477 to i32
  %479 = tail call i32 @putchar(i32 %478) #4
  %480 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 2
  %481 = load i8, i8* %480, align 2, !tbaa !5
  %482 = sext i8 %481 to i32
  %483 = tail call i32 @putchar(i32 %482) #4
  %484 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 1
  %485 = load i8, i8* %484, align 1, !tbaa !5
  %486 = sext i8 %485 to i32
  %487 = tail call i32 @putchar(i32 %486) #4
  %488 = load i8, i8* %347, align 16, !tbaa !5
  %489 = sext i8 %488 to i32
  %490 = tail call i32 @putchar(i32 %489) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %347) #4
  %491 = tail call i32 @putchar(i32 10)
  %492 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %493 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i64 0, i64 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

494:                                              ; preds = %494, %99
  %495 = phi i128 [ 0, %99 ], [ %506, %494 ]
  %496 = phi i128 [ 1, %99 ], [ %507, %494 ]
  %497 = phi i32 [ 0, %99 ], [ %508, %494 ]
  %498 = add i128 %495, %496
  %499 = add i128 %496, %498
  %500 = add i128 %498, %499
  %501 = add i128 %499, %500
  %502 = add i128 %500, %501
  %503 = add i128 %501, %502
  %504 = add i128 %502, %503
  %505 = add i128 %503, %504
  %506 = add i128 %504, %505
  %507 = add i128 %505, %506
  %508 = add nuw nsw i32 %497, 10
  %509 = icmp eq i32 %508, 150
  br i1 %509, label %314, label %494, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(i64 noundef %0, i64 noundef %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = icmp slt i128 %8, 0
  br i1 %9, label %10, label %38

10:                                               ; preds = %2
  %11 = tail call i32 @putchar(i32 45)
  %12 = sub i128 0, %8
  %13 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %13) #4
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ %23, %14 ], [ 0, %10 ]
  %16 = phi i128 [ %18, %14 ], [ %12, %10 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10
  %19 = mul i128 %18, 10
  %20 = sub i128 %17, %19
  %21 = trunc i128 %20 to i8
  %22 = or i8 %21, 48
  %23 = add nuw i64 %15, 1
  %24 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %15
  store i8 %22, i8* %24, align 1, !tbaa !5
  %25 = icmp ult i128 %16, 10
  br i1 %25, label %26, label %14, !llvm.loop !8

26:                                               ; preds = %14
  %27 = shl i64 %23, 32
  %28 = ashr exact i64 %27, 32
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i64 [ %28, %26 ], [ %31, %29 ]
  %31 = add nsw i64 %30, -1
  %32 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !5
  %34 = sext i8 %33 to i32
  %35 = tail call i32 @putchar(i32 %34) #4
  %36 = icmp eq i64 %31, 0
  br i1 %36, label %37, label %29, !llvm.loop !10

37:                                               ; preds = %29
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %13) #4
  br label %64

38:                                               ; preds = %2
  %39 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %39) #4
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ %49, %40 ], [ 0, %38 ]
  %42 = phi i128 [ %44, %40 ], [ %8, %38 ]
  %43 = freeze i128 %42
  %44 = udiv i128 %43, 10
  %45 = mul i128 %44, 10
  %46 = sub i128 %43, %45
  %47 = trunc i128 %46 to i8
  %48 = or i8 %47, 48
  %49 = add nuw i64 %41, 1
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %41
  store i8 %48, i8* %50, align 1, !tbaa !5
  %51 = icmp ult i128 %42, 10
  br i1 %51, label %52, label %40, !llvm.loop !8

52:                                               ; preds = %40
  %53 = shl i64 %49, 32
  %54 = ashr exact i64 %53, 32
  br label %55

55:                                               ; preds = %55, %52
  %56 = phi i64 [ %54, %52 ], [ %57, %55 ]
  %57 = add nsw i64 %56, -1
  %58 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %57
  %59 = load i8, i8* %58, align 1, !tbaa !5
  %60 = sext i8 %59 to i32
  %61 = tail call i32 @putchar(i32 %60) #4
  %62 = icmp eq i64 %57, 0
  br i1 %62, label %63, label %55, !llvm.loop !10

63:                                               ; preds = %55
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %39) #4
  br label %64

64:                                               ; preds = %63, %37
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
