; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: nofree nounwind
define hidden i32 @main() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [64 x i8], align 16
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  br label %9

9:                                                ; preds = %21, %0
  %10 = phi i128 [ -36893488147419103231, %0 ], [ %27, %21 ]
  %11 = phi i32 [ 0, %0 ], [ %25, %21 ]
  %12 = freeze i128 %10
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc i128 %15 to i8
  %17 = or i8 %16, 48
  %18 = or i32 %11, 1
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %11
  store i8 %17, i8* %19, align 2, !tbaa !2
  %20 = icmp eq i32 %18, 39
  br i1 %20, label %28, label %21, !llvm.loop !5

21:                                               ; preds = %9
  %22 = urem i128 %13, 10
  %23 = trunc i128 %22 to i8
  %24 = or i8 %23, 48
  %25 = add nuw nsw i32 %11, 2
  %26 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %18
  store i8 %24, i8* %26, align 1, !tbaa !2
  %27 = udiv i128 %10, 100
  br label %9

28:                                               ; preds = %9, %28
  %29 = phi i32 [ %30, %28 ], [ 39, %9 ]
  %30 = add nsw i32 %29, -1
  %31 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %30
  %32 = load i8, i8* %31, align 1, !tbaa !2
  %33 = sext i8 %32 to i32
  %34 = tail call i32 @putchar(i32 %33) #4
  %35 = icmp eq i32 %30, 0
  br i1 %35, label %36, label %28, !llvm.loop !7

36:                                               ; preds = %28
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -2, i64 noundef 1) #4
  %39 = tail call i32 @putchar(i32 10)
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
  %41 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %41) #4
  br label %42

42:                                               ; preds = %54, %36
  %43 = phi i128 [ -45049567881334322615755997788248211456, %36 ], [ %60, %54 ]
  %44 = phi i32 [ 0, %36 ], [ %58, %54 ]
  %45 = freeze i128 %43
  %46 = udiv i128 %45, 10
  %47 = mul i128 %46, 10
  %48 = sub i128 %45, %47
  %49 = trunc i128 %48 to i8
  %50 = or i8 %49, 48
  %51 = or i32 %44, 1
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %44
  store i8 %50, i8* %52, align 2, !tbaa !2
  %53 = icmp eq i32 %51, 39
  br i1 %53, label %61, label %54, !llvm.loop !5

54:                                               ; preds = %42
  %55 = urem i128 %46, 10
  %56 = trunc i128 %55 to i8
  %57 = or i8 %56, 48
  %58 = add nuw nsw i32 %44, 2
  %59 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %51
  store i8 %57, i8* %59, align 1, !tbaa !2
  %60 = udiv i128 %43, 100
  br label %42

61:                                               ; preds = %42, %61
  %62 = phi i32 [ %63, %61 ], [ 39, %42 ]
  %63 = add nsw i32 %62, -1
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %63
  %65 = load i8, i8* %64, align 1, !tbaa !2
  %66 = sext i8 %65 to i32
  %67 = tail call i32 @putchar(i32 %66) #4
  %68 = icmp eq i32 %63, 0
  br i1 %68, label %69, label %61, !llvm.loop !7

69:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %41) #4
  %70 = tail call i32 @putchar(i32 10)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  tail call fastcc void @put_i(i128 noundef -98410933013201380282539536547840000000)
  %72 = tail call i32 @putchar(i32 10)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  tail call fastcc void @put_i(i128 noundef -768835414165635783457340129280000000)
  %74 = tail call i32 @putchar(i32 10)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0))
  tail call fastcc void @put_i(i128 noundef -229012)
  %76 = tail call i32 @putchar(i32 10)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0))
  tail call fastcc void @put_i(i128 noundef 98509442455657037319859395943783783)
  %78 = tail call i32 @putchar(i32 10)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0))
  %80 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %80) #4
  br label %81

81:                                               ; preds = %81, %69
  %82 = phi i128 [ 295232796972974562036796675385, %69 ], [ %97, %81 ]
  %83 = phi i32 [ 0, %69 ], [ %95, %81 ]
  %84 = freeze i128 %82
  %85 = udiv i128 %84, 10
  %86 = mul i128 %85, 10
  %87 = sub i128 %84, %86
  %88 = trunc i128 %87 to i8
  %89 = or i8 %88, 48
  %90 = or i32 %83, 1
  %91 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %83
  store i8 %89, i8* %91, align 2, !tbaa !2
  %92 = urem i128 %85, 10
  %93 = trunc i128 %92 to i8
  %94 = or i8 %93, 48
  %95 = add nuw nsw i32 %83, 2
  %96 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %90
  store i8 %94, i8* %96, align 1, !tbaa !2
  %97 = udiv i128 %82, 100
  %98 = icmp ult i128 %82, 100
  br i1 %98, label %99, label %81, !llvm.loop !5

99:                                               ; preds = %81, %99
  %100 = phi i32 [ %101, %99 ], [ %95, %81 ]
  %101 = add nsw i32 %100, -1
  %102 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %101
  %103 = load i8, i8* %102, align 1, !tbaa !2
  %104 = sext i8 %103 to i32
  %105 = tail call i32 @putchar(i32 %104) #4
  %106 = icmp eq i32 %101, 0
  br i1 %106, label %107, label %99, !llvm.loop !7

107:                                              ; preds = %99
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %80) #4
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %109 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %109) #4
  %110 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  store i8 53, i8* %110, align 16, !tbaa !2
  %111 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 1
  store i8 48, i8* %111, align 1, !tbaa !2
  %112 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 2
  store i8 51, i8* %112, align 2, !tbaa !2
  %113 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 3
  store i8 50, i8* %113, align 1, !tbaa !2
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 4
  store i8 55, i8* %114, align 4, !tbaa !2
  %115 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 5
  store i8 50, i8* %115, align 1, !tbaa !2
  %116 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 6
  store i8 51, i8* %116, align 2, !tbaa !2
  %117 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 7
  store i8 52, i8* %117, align 1, !tbaa !2
  %118 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 8
  store i8 57, i8* %118, align 8, !tbaa !2
  %119 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 8
  %120 = load i8, i8* %119, align 8, !tbaa !2
  %121 = sext i8 %120 to i32
  %122 = tail call i32 @putchar(i32 %121) #4
  %123 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 7
  %124 = load i8, i8* %123, align 1, !tbaa !2
  %125 = sext i8 %124 to i32
  %126 = tail call i32 @putchar(i32 %125) #4
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 6
  %128 = load i8, i8* %127, align 2, !tbaa !2
  %129 = sext i8 %128 to i32
  %130 = tail call i32 @putchar(i32 %129) #4
  %131 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 5
  %132 = load i8, i8* %131, align 1, !tbaa !2
  %133 = sext i8 %132 to i32
  %134 = tail call i32 @putchar(i32 %133) #4
  %135 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 4
  %136 = load i8, i8* %135, align 4, !tbaa !2
  %137 = sext i8 %136 to i32
  %138 = tail call i32 @putchar(i32 %137) #4
  %139 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 3
  %140 = load i8, i8* %139, align 1, !tbaa !2
  %141 = sext i8 %140 to i32
  %142 = tail call i32 @putchar(i32 %141) #4
  %143 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 2
  %144 = load i8, i8* %143, align 2, !tbaa !2
  %145 = sext i8 %144 to i32
  %146 = tail call i32 @putchar(i32 %145) #4
  %147 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 1
  %148 = load i8, i8* %147, align 1, !tbaa !2
  %149 = sext i8 %148 to i32
  %150 = tail call i32 @putchar(i32 %149) #4
  %151 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  %152 = load i8, i8* %151, align 16, !tbaa !2
  %153 = sext i8 %152 to i32
  %154 = tail call i32 @putchar(i32 %153) #4
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %109) #4
  %155 = tail call i32 @putchar(i32 10)
  %156 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0))
  %157 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 74565, i64 noundef 7460681907699143439) #4
  %158 = tail call i32 @putchar(i32 10)
  %159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i32 0, i32 0))
  %160 = tail call i32 @putchar(i32 56) #4
  %161 = tail call i32 @putchar(i32 10)
  %162 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %163 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 0) #4
  %164 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 0, i64 noundef -9223372036854775808) #4
  %166 = tail call i32 @putchar(i32 10)
  %167 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %168 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #4
  %169 = tail call i32 @putchar(i32 10)
  br label %232

170:                                              ; preds = %232
  %171 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0))
  %172 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %172) #4
  br label %173

173:                                              ; preds = %173, %170
  %174 = phi i128 [ %244, %170 ], [ %177, %173 ]
  %175 = phi i32 [ 0, %170 ], [ %182, %173 ]
  %176 = freeze i128 %174
  %177 = udiv i128 %176, 10
  %178 = mul i128 %177, 10
  %179 = sub i128 %176, %178
  %180 = trunc i128 %179 to i8
  %181 = or i8 %180, 48
  %182 = add nuw nsw i32 %175, 1
  %183 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %175
  store i8 %181, i8* %183, align 1, !tbaa !2
  %184 = icmp ult i128 %174, 10
  br i1 %184, label %185, label %173, !llvm.loop !5

185:                                              ; preds = %173, %185
  %186 = phi i32 [ %187, %185 ], [ %182, %173 ]
  %187 = add nsw i32 %186, -1
  %188 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %187
  %189 = load i8, i8* %188, align 1, !tbaa !2
  %190 = sext i8 %189 to i32
  %191 = tail call i32 @putchar(i32 %190) #4
  %192 = icmp eq i32 %187, 0
  br i1 %192, label %193, label %185, !llvm.loop !7

193:                                              ; preds = %185
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %172) #4
  %194 = tail call i32 @putchar(i32 10)
  %195 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i32 0, i32 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %196 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %197 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i32 0, i32 0), double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %198 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0))
  %199 = tail call i32 @putchar(i32 45) #4
  %200 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %200) #4
  br label %201

201:                                              ; preds = %213, %193
  %202 = phi i128 [ 1499999999999999889089448902656, %193 ], [ %219, %213 ]
  %203 = phi i32 [ 0, %193 ], [ %217, %213 ]
  %204 = freeze i128 %202
  %205 = udiv i128 %204, 10
  %206 = mul i128 %205, 10
  %207 = sub i128 %204, %206
  %208 = trunc i128 %207 to i8
  %209 = or i8 %208, 48
  %210 = or i32 %203, 1
  %211 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %203
  store i8 %209, i8* %211, align 2, !tbaa !2
  %212 = icmp eq i32 %210, 31
  br i1 %212, label %220, label %213, !llvm.loop !5

213:                                              ; preds = %201
  %214 = urem i128 %205, 10
  %215 = trunc i128 %214 to i8
  %216 = or i8 %215, 48
  %217 = add nuw nsw i32 %203, 2
  %218 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %210
  store i8 %216, i8* %218, align 1, !tbaa !2
  %219 = udiv i128 %202, 100
  br label %201

220:                                              ; preds = %201, %220
  %221 = phi i32 [ %222, %220 ], [ 31, %201 ]
  %222 = add nsw i32 %221, -1
  %223 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %222
  %224 = load i8, i8* %223, align 1, !tbaa !2
  %225 = sext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 %225) #4
  %227 = icmp eq i32 %222, 0
  br i1 %227, label %228, label %220, !llvm.loop !7

228:                                              ; preds = %220
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %200) #4
  %229 = tail call i32 @putchar(i32 10)
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i32 0, i32 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

232:                                              ; preds = %232, %107
  %233 = phi i128 [ 0, %107 ], [ %244, %232 ]
  %234 = phi i128 [ 1, %107 ], [ %245, %232 ]
  %235 = phi i32 [ 0, %107 ], [ %246, %232 ]
  %236 = add i128 %233, %234
  %237 = add i128 %234, %236
  %238 = add i128 %236, %237
  %239 = add i128 %237, %238
  %240 = add i128 %238, %239
  %241 = add i128 %239, %240
  %242 = add i128 %240, %241
  %243 = add i128 %241, %242
  %244 = add i128 %242, %243
  %245 = add i128 %243, %244
  %246 = add nuw nsw i32 %235, 10
  %247 = icmp eq i32 %246, 150
  br i1 %247, label %170, label %232, !llvm.loop !8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i(i128 noundef %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = icmp slt i128 %0, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %1
  %6 = tail call i32 @putchar(i32 45)
  %7 = sub i128 0, %0
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  br label %9

9:                                                ; preds = %9, %5
  %10 = phi i128 [ %7, %5 ], [ %13, %9 ]
  %11 = phi i32 [ 0, %5 ], [ %18, %9 ]
  %12 = freeze i128 %10
  %13 = udiv i128 %12, 10
  %14 = mul i128 %13, 10
  %15 = sub i128 %12, %14
  %16 = trunc i128 %15 to i8
  %17 = or i8 %16, 48
  %18 = add nuw nsw i32 %11, 1
  %19 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %11
  store i8 %17, i8* %19, align 1, !tbaa !2
  %20 = icmp ult i128 %10, 10
  br i1 %20, label %21, label %9, !llvm.loop !5

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %23, %21 ], [ %18, %9 ]
  %23 = add nsw i32 %22, -1
  %24 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !2
  %26 = sext i8 %25 to i32
  %27 = tail call i32 @putchar(i32 %26) #4
  %28 = icmp eq i32 %23, 0
  br i1 %28, label %29, label %21, !llvm.loop !7

29:                                               ; preds = %21
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  br label %53

30:                                               ; preds = %1
  %31 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %31) #4
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i128 [ %0, %30 ], [ %36, %32 ]
  %34 = phi i32 [ 0, %30 ], [ %41, %32 ]
  %35 = freeze i128 %33
  %36 = udiv i128 %35, 10
  %37 = mul i128 %36, 10
  %38 = sub i128 %35, %37
  %39 = trunc i128 %38 to i8
  %40 = or i8 %39, 48
  %41 = add nuw nsw i32 %34, 1
  %42 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %34
  store i8 %40, i8* %42, align 1, !tbaa !2
  %43 = icmp ult i128 %33, 10
  br i1 %43, label %44, label %32, !llvm.loop !5

44:                                               ; preds = %32, %44
  %45 = phi i32 [ %46, %44 ], [ %41, %32 ]
  %46 = add nsw i32 %45, -1
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !2
  %49 = sext i8 %48 to i32
  %50 = tail call i32 @putchar(i32 %49) #4
  %51 = icmp eq i32 %46, 0
  br i1 %51, label %52, label %44, !llvm.loop !7

52:                                               ; preds = %44
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %31) #4
  br label %53

53:                                               ; preds = %52, %29
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
