; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  br label %9

9:                                                ; preds = %9, %0
  %10 = phi i64 [ %18, %9 ], [ 0, %0 ]
  %11 = phi i128 [ %13, %9 ], [ -36893488147419103231, %0 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc i128 %15 to i8
  %17 = or i8 %16, 48
  %18 = add nuw nsw i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 %10
  store i8 %17, i8* %19, align 1, !tbaa !5
  %20 = icmp eq i64 %18, 39
  br i1 %20, label %21, label %9, !llvm.loop !8

21:                                               ; preds = %9, %21
  %22 = phi i64 [ %23, %21 ], [ 39, %9 ]
  %23 = add nsw i64 %22, -1
  %24 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i32
  %27 = tail call i32 @putchar(i32 %26) #4
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %29, label %21, !llvm.loop !10

29:                                               ; preds = %21
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  %30 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0))
  %31 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -2, i64 noundef 1) #4
  %32 = tail call i32 @putchar(i32 10)
  %33 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %34) #4
  br label %35

35:                                               ; preds = %35, %29
  %36 = phi i64 [ %44, %35 ], [ 0, %29 ]
  %37 = phi i128 [ %39, %35 ], [ -45049567881334322615755997788248211456, %29 ]
  %38 = freeze i128 %37
  %39 = udiv i128 %38, 10
  %40 = mul i128 %39, 10
  %41 = sub i128 %38, %40
  %42 = trunc i128 %41 to i8
  %43 = or i8 %42, 48
  %44 = add nuw nsw i64 %36, 1
  %45 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %36
  store i8 %43, i8* %45, align 1, !tbaa !5
  %46 = icmp eq i64 %44, 39
  br i1 %46, label %47, label %35, !llvm.loop !8

47:                                               ; preds = %35, %47
  %48 = phi i64 [ %49, %47 ], [ 39, %35 ]
  %49 = add nsw i64 %48, -1
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i32
  %53 = tail call i32 @putchar(i32 %52) #4
  %54 = icmp eq i64 %49, 0
  br i1 %54, label %55, label %47, !llvm.loop !10

55:                                               ; preds = %47
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %34) #4
  %56 = tail call i32 @putchar(i32 10)
  %57 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  tail call fastcc void @put_i(i128 noundef -98410933013201380282539536547840000000)
  %58 = tail call i32 @putchar(i32 10)
  %59 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0))
  tail call fastcc void @put_i(i128 noundef -768835414165635783457340129280000000)
  %60 = tail call i32 @putchar(i32 10)
  %61 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0))
  tail call fastcc void @put_i(i128 noundef -229012)
  %62 = tail call i32 @putchar(i32 10)
  %63 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  tail call fastcc void @put_i(i128 noundef 98509442455657037319859395943783783)
  %64 = tail call i32 @putchar(i32 10)
  %65 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0))
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %66) #4
  br label %67

67:                                               ; preds = %67, %55
  %68 = phi i64 [ %76, %67 ], [ 0, %55 ]
  %69 = phi i128 [ %71, %67 ], [ 295232796972974562036796675385, %55 ]
  %70 = freeze i128 %69
  %71 = udiv i128 %70, 10
  %72 = mul i128 %71, 10
  %73 = sub i128 %70, %72
  %74 = trunc i128 %73 to i8
  %75 = or i8 %74, 48
  %76 = add nuw i64 %68, 1
  %77 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %68
  store i8 %75, i8* %77, align 1, !tbaa !5
  %78 = icmp ult i128 %69, 10
  br i1 %78, label %79, label %67, !llvm.loop !8

79:                                               ; preds = %67
  %80 = shl i64 %76, 32
  %81 = ashr exact i64 %80, 32
  %82 = add nsw i64 %81, -1
  %83 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = tail call i32 @putchar(i32 %85) #4
  %87 = add nsw i64 %81, -2
  %88 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !5
  %90 = zext i8 %89 to i32
  %91 = tail call i32 @putchar(i32 %90) #4
  %92 = add nsw i64 %81, -3
  %93 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !5
  %95 = zext i8 %94 to i32
  %96 = tail call i32 @putchar(i32 %95) #4
  %97 = add nsw i64 %81, -4
  %98 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %97
  %99 = load i8, i8* %98, align 1, !tbaa !5
  %100 = zext i8 %99 to i32
  %101 = tail call i32 @putchar(i32 %100) #4
  %102 = add nsw i64 %81, -5
  %103 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !5
  %105 = zext i8 %104 to i32
  %106 = tail call i32 @putchar(i32 %105) #4
  %107 = add nsw i64 %81, -6
  %108 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %107
  %109 = load i8, i8* %108, align 1, !tbaa !5
  %110 = zext i8 %109 to i32
  %111 = tail call i32 @putchar(i32 %110) #4
  %112 = add nsw i64 %81, -7
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = tail call i32 @putchar(i32 %115) #4
  %117 = add nsw i64 %81, -8
  %118 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %117
  %119 = load i8, i8* %118, align 1, !tbaa !5
  %120 = zext i8 %119 to i32
  %121 = tail call i32 @putchar(i32 %120) #4
  %122 = add nsw i64 %81, -9
  %123 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = tail call i32 @putchar(i32 %125) #4
  %127 = add nsw i64 %81, -10
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %127
  %129 = load i8, i8* %128, align 1, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = tail call i32 @putchar(i32 %130) #4
  %132 = add nsw i64 %81, -11
  %133 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %132
  %134 = load i8, i8* %133, align 1, !tbaa !5
  %135 = zext i8 %134 to i32
  %136 = tail call i32 @putchar(i32 %135) #4
  %137 = add nsw i64 %81, -12
  %138 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %137
  %139 = load i8, i8* %138, align 1, !tbaa !5
  %140 = zext i8 %139 to i32
  %141 = tail call i32 @putchar(i32 %140) #4
  %142 = add nsw i64 %81, -13
  %143 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %142
  %144 = load i8, i8* %143, align 1, !tbaa !5
  %145 = zext i8 %144 to i32
  %146 = tail call i32 @putchar(i32 %145) #4
  %147 = add nsw i64 %81, -14
  %148 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = tail call i32 @putchar(i32 %150) #4
  %152 = add nsw i64 %81, -15
  %153 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %152
  %154 = load i8, i8* %153, align 1, !tbaa !5
  %155 = zext i8 %154 to i32
  %156 = tail call i32 @putchar(i32 %155) #4
  %157 = add nsw i64 %81, -16
  %158 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %157
  %159 = load i8, i8* %158, align 1, !tbaa !5
  %160 = zext i8 %159 to i32
  %161 = tail call i32 @putchar(i32 %160) #4
  %162 = add nsw i64 %81, -17
  %163 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i32
  %166 = tail call i32 @putchar(i32 %165) #4
  %167 = add nsw i64 %81, -18
  %168 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %167
  %169 = load i8, i8* %168, align 1, !tbaa !5
  %170 = zext i8 %169 to i32
  %171 = tail call i32 @putchar(i32 %170) #4
  %172 = add nsw i64 %81, -19
  %173 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %172
  %174 = load i8, i8* %173, align 1, !tbaa !5
  %175 = zext i8 %174 to i32
  %176 = tail call i32 @putchar(i32 %175) #4
  %177 = add nsw i64 %81, -20
  %178 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %177
  %179 = load i8, i8* %178, align 1, !tbaa !5
  %180 = zext i8 %179 to i32
  %181 = tail call i32 @putchar(i32 %180) #4
  %182 = add nsw i64 %81, -21
  %183 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %182
  %184 = load i8, i8* %183, align 1, !tbaa !5
  %185 = zext i8 %184 to i32
  %186 = tail call i32 @putchar(i32 %185) #4
  %187 = add nsw i64 %81, -22
  %188 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %187
  %189 = load i8, i8* %188, align 1, !tbaa !5
  %190 = zext i8 %189 to i32
  %191 = tail call i32 @putchar(i32 %190) #4
  %192 = add nsw i64 %81, -23
  %193 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %192
  %194 = load i8, i8* %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i32
  %196 = tail call i32 @putchar(i32 %195) #4
  %197 = add nsw i64 %81, -24
  %198 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %197
  %199 = load i8, i8* %198, align 1, !tbaa !5
  %200 = zext i8 %199 to i32
  %201 = tail call i32 @putchar(i32 %200) #4
  %202 = add nsw i64 %81, -25
  %203 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %202
  %204 = load i8, i8* %203, align 1, !tbaa !5
  %205 = zext i8 %204 to i32
  %206 = tail call i32 @putchar(i32 %205) #4
  %207 = add nsw i64 %81, -26
  %208 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %207
  %209 = load i8, i8* %208, align 1, !tbaa !5
  %210 = zext i8 %209 to i32
  %211 = tail call i32 @putchar(i32 %210) #4
  %212 = add nsw i64 %81, -27
  %213 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %212
  %214 = load i8, i8* %213, align 1, !tbaa !5
  %215 = zext i8 %214 to i32
  %216 = tail call i32 @putchar(i32 %215) #4
  %217 = add nsw i64 %81, -28
  %218 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %217
  %219 = load i8, i8* %218, align 1, !tbaa !5
  %220 = zext i8 %219 to i32
  %221 = tail call i32 @putchar(i32 %220) #4
  %222 = add nsw i64 %81, -29
  %223 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %222
  %224 = load i8, i8* %223, align 1, !tbaa !5
  %225 = zext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 %225) #4
  %227 = add nsw i64 %81, -30
  %228 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i64 0, i64 %227
  %229 = load i8, i8* %228, align 1, !tbaa !5
  %230 = zext i8 %229 to i32
  %231 = tail call i32 @putchar(i32 %230) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %66) #4
  %232 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  %233 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %233) #4
  %234 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  store i8 53, i8* %234, align 1, !tbaa !5
  %235 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 1
  store i8 48, i8* %235, align 1, !tbaa !5
  %236 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 2
  store i8 51, i8* %236, align 1, !tbaa !5
  %237 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 3
  store i8 50, i8* %237, align 1, !tbaa !5
  %238 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 4
  store i8 55, i8* %238, align 1, !tbaa !5
  %239 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 5
  store i8 50, i8* %239, align 1, !tbaa !5
  %240 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 6
  store i8 51, i8* %240, align 1, !tbaa !5
  %241 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 7
  store i8 52, i8* %241, align 1, !tbaa !5
  %242 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 8
  store i8 57, i8* %242, align 1, !tbaa !5
  %243 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 8
  %244 = load i8, i8* %243, align 1, !tbaa !5
  %245 = zext i8 %244 to i32
  %246 = tail call i32 @putchar(i32 %245) #4
  %247 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 7
  %248 = load i8, i8* %247, align 1, !tbaa !5
  %249 = zext i8 %248 to i32
  %250 = tail call i32 @putchar(i32 %249) #4
  %251 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 6
  %252 = load i8, i8* %251, align 1, !tbaa !5
  %253 = zext i8 %252 to i32
  %254 = tail call i32 @putchar(i32 %253) #4
  %255 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 5
  %256 = load i8, i8* %255, align 1, !tbaa !5
  %257 = zext i8 %256 to i32
  %258 = tail call i32 @putchar(i32 %257) #4
  %259 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 4
  %260 = load i8, i8* %259, align 1, !tbaa !5
  %261 = zext i8 %260 to i32
  %262 = tail call i32 @putchar(i32 %261) #4
  %263 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 3
  %264 = load i8, i8* %263, align 1, !tbaa !5
  %265 = zext i8 %264 to i32
  %266 = tail call i32 @putchar(i32 %265) #4
  %267 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 2
  %268 = load i8, i8* %267, align 1, !tbaa !5
  %269 = zext i8 %268 to i32
  %270 = tail call i32 @putchar(i32 %269) #4
  %271 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 1
  %272 = load i8, i8* %271, align 1, !tbaa !5
  %273 = zext i8 %272 to i32
  %274 = tail call i32 @putchar(i32 %273) #4
  %275 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  %276 = load i8, i8* %275, align 1, !tbaa !5
  %277 = zext i8 %276 to i32
  %278 = tail call i32 @putchar(i32 %277) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %233) #4
  %279 = tail call i32 @putchar(i32 10)
  %280 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0))
  %281 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 74565, i64 noundef 7460681907699143439) #4
  %282 = tail call i32 @putchar(i32 10)
  %283 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0))
  %284 = tail call i32 @putchar(i32 56) #4
  %285 = tail call i32 @putchar(i32 10)
  %286 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  %287 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 0) #4
  %288 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i64 0, i64 0))
  %289 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 0, i64 noundef -9223372036854775808) #4
  %290 = tail call i32 @putchar(i32 10)
  %291 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0))
  %292 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #4
  %293 = tail call i32 @putchar(i32 10)
  br label %467

294:                                              ; preds = %467
  %295 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0))
  %296 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %296) #4
  br label %297

297:                                              ; preds = %297, %294
  %298 = phi i64 [ %306, %297 ], [ 0, %294 ]
  %299 = phi i128 [ %301, %297 ], [ %469, %294 ]
  %300 = freeze i128 %299
  %301 = udiv i128 %300, 10
  %302 = mul i128 %301, 10
  %303 = sub i128 %300, %302
  %304 = trunc i128 %303 to i8
  %305 = or i8 %304, 48
  %306 = add nuw i64 %298, 1
  %307 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %298
  store i8 %305, i8* %307, align 1, !tbaa !5
  %308 = icmp ult i128 %299, 10
  br i1 %308, label %309, label %297, !llvm.loop !8

309:                                              ; preds = %297
  %310 = shl i64 %306, 32
  %311 = ashr exact i64 %310, 32
  br label %312

312:                                              ; preds = %312, %309
  %313 = phi i64 [ %311, %309 ], [ %314, %312 ]
  %314 = add nsw i64 %313, -1
  %315 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %314
  %316 = load i8, i8* %315, align 1, !tbaa !5
  %317 = zext i8 %316 to i32
  %318 = tail call i32 @putchar(i32 %317) #4
  %319 = icmp eq i64 %314, 0
  br i1 %319, label %320, label %312, !llvm.loop !10

320:                                              ; preds = %312
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %296) #4
  %321 = tail call i32 @putchar(i32 10)
  %322 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i64 0, i64 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %323 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 1)
  %324 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i64 0, i64 0), double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %325 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0))
  %326 = tail call i32 @putchar(i32 45) #4
  %327 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %327) #4
  br label %328

328:                                              ; preds = %328, %320
  %329 = phi i64 [ %337, %328 ], [ 0, %320 ]
  %330 = phi i128 [ %332, %328 ], [ 1499999999999999889089448902656, %320 ]
  %331 = freeze i128 %330
  %332 = udiv i128 %331, 10
  %333 = mul i128 %332, 10
  %334 = sub i128 %331, %333
  %335 = trunc i128 %334 to i8
  %336 = or i8 %335, 48
  %337 = add nuw nsw i64 %329, 1
  %338 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %329
  store i8 %336, i8* %338, align 1, !tbaa !5
  %339 = icmp eq i64 %337, 31
  br i1 %339, label %340, label %328, !llvm.loop !8

340:                                              ; preds = %328
  %341 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 30
  %342 = load i8, i8* %341, align 1, !tbaa !5
  %343 = zext i8 %342 to i32
  %344 = tail call i32 @putchar(i32 %343) #4
  %345 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 29
  %346 = load i8, i8* %345, align 1, !tbaa !5
  %347 = zext i8 %346 to i32
  %348 = tail call i32 @putchar(i32 %347) #4
  %349 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 28
  %350 = load i8, i8* %349, align 1, !tbaa !5
  %351 = zext i8 %350 to i32
  %352 = tail call i32 @putchar(i32 %351) #4
  %353 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 27
  %354 = load i8, i8* %353, align 1, !tbaa !5
  %355 = zext i8 %354 to i32
  %356 = tail call i32 @putchar(i32 %355) #4
  %357 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 26
  %358 = load i8, i8* %357, align 1, !tbaa !5
  %359 = zext i8 %358 to i32
  %360 = tail call i32 @putchar(i32 %359) #4
  %361 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 25
  %362 = load i8, i8* %361, align 1, !tbaa !5
  %363 = zext i8 %362 to i32
  %364 = tail call i32 @putchar(i32 %363) #4
  %365 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 24
  %366 = load i8, i8* %365, align 1, !tbaa !5
  %367 = zext i8 %366 to i32
  %368 = tail call i32 @putchar(i32 %367) #4
  %369 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 23
  %370 = load i8, i8* %369, align 1, !tbaa !5
  %371 = zext i8 %370 to i32
  %372 = tail call i32 @putchar(i32 %371) #4
  %373 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 22
  %374 = load i8, i8* %373, align 1, !tbaa !5
  %375 = zext i8 %374 to i32
  %376 = tail call i32 @putchar(i32 %375) #4
  %377 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 21
  %378 = load i8, i8* %377, align 1, !tbaa !5
  %379 = zext i8 %378 to i32
  %380 = tail call i32 @putchar(i32 %379) #4
  %381 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 20
  %382 = load i8, i8* %381, align 1, !tbaa !5
  %383 = zext i8 %382 to i32
  %384 = tail call i32 @putchar(i32 %383) #4
  %385 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 19
  %386 = load i8, i8* %385, align 1, !tbaa !5
  %387 = zext i8 %386 to i32
  %388 = tail call i32 @putchar(i32 %387) #4
  %389 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 18
  %390 = load i8, i8* %389, align 1, !tbaa !5
  %391 = zext i8 %390 to i32
  %392 = tail call i32 @putchar(i32 %391) #4
  %393 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 17
  %394 = load i8, i8* %393, align 1, !tbaa !5
  %395 = zext i8 %394 to i32
  %396 = tail call i32 @putchar(i32 %395) #4
  %397 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 16
  %398 = load i8, i8* %397, align 1, !tbaa !5
  %399 = zext i8 %398 to i32
  %400 = tail call i32 @putchar(i32 %399) #4
  %401 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 15
  %402 = load i8, i8* %401, align 1, !tbaa !5
  %403 = zext i8 %402 to i32
  %404 = tail call i32 @putchar(i32 %403) #4
  %405 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 14
  %406 = load i8, i8* %405, align 1, !tbaa !5
  %407 = zext i8 %406 to i32
  %408 = tail call i32 @putchar(i32 %407) #4
  %409 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 13
  %410 = load i8, i8* %409, align 1, !tbaa !5
  %411 = zext i8 %410 to i32
  %412 = tail call i32 @putchar(i32 %411) #4
  %413 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 12
  %414 = load i8, i8* %413, align 1, !tbaa !5
  %415 = zext i8 %414 to i32
  %416 = tail call i32 @putchar(i32 %415) #4
  %417 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 11
  %418 = load i8, i8* %417, align 1, !tbaa !5
  %419 = zext i8 %418 to i32
  %420 = tail call i32 @putchar(i32 %419) #4
  %421 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 10
  %422 = load i8, i8* %421, align 1, !tbaa !5
  %423 = zext i8 %422 to i32
  %424 = tail call i32 @putchar(i32 %423) #4
  %425 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 9
  %426 = load i8, i8* %425, align 1, !tbaa !5
  %427 = zext i8 %426 to i32
  %428 = tail call i32 @putchar(i32 %427) #4
  %429 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 8
  %430 = load i8, i8* %429, align 1, !tbaa !5
  %431 = zext i8 %430 to i32
  %432 = tail call i32 @putchar(i32 %431) #4
  %433 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 7
  %434 = load i8, i8* %433, align 1, !tbaa !5
  %435 = zext i8 %434 to i32
  %436 = tail call i32 @putchar(i32 %435) #4
  %437 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 6
  %438 = load i8, i8* %437, align 1, !tbaa !5
  %439 = zext i8 %438 to i32
  %440 = tail call i32 @putchar(i32 %439) #4
  %441 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 5
  %442 = load i8, i8* %441, align 1, !tbaa !5
  %443 = zext i8 %442 to i32
  %444 = tail call i32 @putchar(i32 %443) #4
  %445 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 4
  %446 = load i8, i8* %445, align 1, !tbaa !5
  %447 = zext i8 %446 to i32
  %448 = tail call i32 @putchar(i32 %447) #4
  %449 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 3
  %450 = load i8, i8* %449, align 1, !tbaa !5
  %451 = zext i8 %450 to i32
  %452 = tail call i32 @putchar(i32 %451) #4
  %453 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 2
  %454 = load i8, i8* %453, align 1, !tbaa !5
  %455 = zext i8 %454 to i32
  %456 = tail call i32 @putchar(i32 %455) #4
  %457 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 1
  %458 = load i8, i8* %457, align 1, !tbaa !5
  %459 = zext i8 %458 to i32
  %460 = tail call i32 @putchar(i32 %459) #4
  %461 = load i8, i8* %327, align 1, !tbaa !5
  %462 = zext i8 %461 to i32
  %463 = tail call i32 @putchar(i32 %462) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %327) #4
  %464 = tail call i32 @putchar(i32 10)
  %465 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %466 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i64 0, i64 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

467:                                              ; preds = %79, %467
  %468 = phi i128 [ 0, %79 ], [ %469, %467 ]
  %469 = phi i128 [ 1, %79 ], [ %471, %467 ]
  %470 = phi i32 [ 0, %79 ], [ %472, %467 ]
  %471 = add i128 %468, %469
  %472 = add nuw nsw i32 %470, 1
  %473 = icmp eq i32 %472, 150
  br i1 %473, label %294, label %467, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @put_i(i128 noundef %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = icmp slt i128 %0, 0
  br i1 %4, label %5, label %33

5:                                                ; preds = %1
  %6 = tail call i32 @putchar(i32 45)
  %7 = sub i128 0, %0
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  br label %9

9:                                                ; preds = %9, %5
  %10 = phi i64 [ %18, %9 ], [ 0, %5 ]
  %11 = phi i128 [ %13, %9 ], [ %7, %5 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc i128 %15 to i8
  %17 = or i8 %16, 48
  %18 = add nuw i64 %10, 1
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %10
  store i8 %17, i8* %19, align 1, !tbaa !5
  %20 = icmp ult i128 %11, 10
  br i1 %20, label %21, label %9, !llvm.loop !8

21:                                               ; preds = %9
  %22 = shl i64 %18, 32
  %23 = ashr exact i64 %22, 32
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ %23, %21 ], [ %26, %24 ]
  %26 = add nsw i64 %25, -1
  %27 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %26
  %28 = load i8, i8* %27, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = tail call i32 @putchar(i32 %29) #4
  %31 = icmp eq i64 %26, 0
  br i1 %31, label %32, label %24, !llvm.loop !10

32:                                               ; preds = %24
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  br label %59

33:                                               ; preds = %1
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %34) #4
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ %44, %35 ], [ 0, %33 ]
  %37 = phi i128 [ %39, %35 ], [ %0, %33 ]
  %38 = freeze i128 %37
  %39 = udiv i128 %38, 10
  %40 = mul i128 %39, 10
  %41 = sub i128 %38, %40
  %42 = trunc i128 %41 to i8
  %43 = or i8 %42, 48
  %44 = add nuw i64 %36, 1
  %45 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %36
  store i8 %43, i8* %45, align 1, !tbaa !5
  %46 = icmp ult i128 %37, 10
  br i1 %46, label %47, label %35, !llvm.loop !8

47:                                               ; preds = %35
  %48 = shl i64 %44, 32
  %49 = ashr exact i64 %48, 32
  br label %50

50:                                               ; preds = %50, %47
  %51 = phi i64 [ %49, %47 ], [ %52, %50 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 %52
  %54 = load i8, i8* %53, align 1, !tbaa !5
  %55 = zext i8 %54 to i32
  %56 = tail call i32 @putchar(i32 %55) #4
  %57 = icmp eq i64 %52, 0
  br i1 %57, label %58, label %50, !llvm.loop !10

58:                                               ; preds = %50
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %34) #4
  br label %59

59:                                               ; preds = %58, %32
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
