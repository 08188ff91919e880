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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: nofree nounwind
define hidden noundef i32 @main() #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [64 x i8], align 16
  %5 = alloca [64 x i8], align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3
  br label %7

7:                                                ; preds = %18, %0
  %8 = phi i128 [ -36893488147419103231, %0 ], [ %25, %18 ]
  %9 = phi i32 [ 0, %0 ], [ %23, %18 ]
  %10 = freeze i128 %8
  %11 = udiv i128 %10, 10
  %12 = mul i128 %11, 10
  %13 = sub i128 %10, %12
  %14 = trunc nuw nsw i128 %13 to i8
  %15 = or disjoint i8 %14, 48
  %16 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %9
  store i8 %15, ptr %16, align 2, !tbaa !2
  %17 = icmp eq i32 %9, 38
  br i1 %17, label %26, label %18, !llvm.loop !5

18:                                               ; preds = %7
  %19 = or disjoint i32 %9, 1
  %20 = urem i128 %11, 10
  %21 = trunc nuw nsw i128 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = add nuw nsw i32 %9, 2
  %24 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %19
  store i8 %22, ptr %24, align 1, !tbaa !2
  %25 = udiv i128 %8, 100
  br label %7

26:                                               ; preds = %7, %26
  %27 = phi i32 [ %28, %26 ], [ 39, %7 ]
  %28 = add nsw i32 %27, -1
  %29 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %28
  %30 = load i8, ptr %29, align 1, !tbaa !2
  %31 = sext i8 %30 to i32
  %32 = tail call i32 @putchar(i32 %31)
  %33 = icmp eq i32 %28, 0
  br i1 %33, label %34, label %26, !llvm.loop !7

34:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %37 = tail call i32 @putchar(i32 10)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #3
  br label %39

39:                                               ; preds = %50, %34
  %40 = phi i128 [ -45049567881334322615755997788248211456, %34 ], [ %57, %50 ]
  %41 = phi i32 [ 0, %34 ], [ %55, %50 ]
  %42 = freeze i128 %40
  %43 = udiv i128 %42, 10
  %44 = mul i128 %43, 10
  %45 = sub i128 %42, %44
  %46 = trunc nuw nsw i128 %45 to i8
  %47 = or disjoint i8 %46, 48
  %48 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %41
  store i8 %47, ptr %48, align 2, !tbaa !2
  %49 = icmp eq i32 %41, 38
  br i1 %49, label %58, label %50, !llvm.loop !5

50:                                               ; preds = %39
  %51 = or disjoint i32 %41, 1
  %52 = urem i128 %43, 10
  %53 = trunc nuw nsw i128 %52 to i8
  %54 = or disjoint i8 %53, 48
  %55 = add nuw nsw i32 %41, 2
  %56 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %51
  store i8 %54, ptr %56, align 1, !tbaa !2
  %57 = udiv i128 %40, 100
  br label %39

58:                                               ; preds = %39, %58
  %59 = phi i32 [ %60, %58 ], [ 39, %39 ]
  %60 = add nsw i32 %59, -1
  %61 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %60
  %62 = load i8, ptr %61, align 1, !tbaa !2
  %63 = sext i8 %62 to i32
  %64 = tail call i32 @putchar(i32 %63)
  %65 = icmp eq i32 %60, 0
  br i1 %65, label %66, label %58, !llvm.loop !7

66:                                               ; preds = %58
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #3
  %67 = tail call i32 @putchar(i32 10)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  tail call fastcc void @put_i(i128 noundef -98410933013201380282539536547840000000)
  %69 = tail call i32 @putchar(i32 10)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  tail call fastcc void @put_i(i128 noundef -768835414165635783457340129280000000)
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  tail call fastcc void @put_i(i128 noundef -229012)
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  tail call fastcc void @put_i(i128 noundef 98509442455657037319859395943783783)
  %75 = tail call i32 @putchar(i32 10)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  br label %77

77:                                               ; preds = %77, %66
  %78 = phi i128 [ 295232796972974562036796675385, %66 ], [ %93, %77 ]
  %79 = phi i32 [ 0, %66 ], [ %91, %77 ]
  %80 = freeze i128 %78
  %81 = udiv i128 %80, 10
  %82 = mul i128 %81, 10
  %83 = sub i128 %80, %82
  %84 = trunc nuw nsw i128 %83 to i8
  %85 = or disjoint i8 %84, 48
  %86 = or disjoint i32 %79, 1
  %87 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %79
  store i8 %85, ptr %87, align 2, !tbaa !2
  %88 = urem i128 %81, 10
  %89 = trunc nuw nsw i128 %88 to i8
  %90 = or disjoint i8 %89, 48
  %91 = add nuw nsw i32 %79, 2
  %92 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %86
  store i8 %90, ptr %92, align 1, !tbaa !2
  %93 = udiv i128 %78, 100
  %94 = icmp ult i128 %78, 100
  br i1 %94, label %95, label %77, !llvm.loop !5

95:                                               ; preds = %77, %95
  %96 = phi i32 [ %97, %95 ], [ %91, %77 ]
  %97 = add nsw i32 %96, -1
  %98 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %97
  %99 = load i8, ptr %98, align 1, !tbaa !2
  %100 = sext i8 %99 to i32
  %101 = tail call i32 @putchar(i32 %100)
  %102 = icmp eq i32 %97, 0
  br i1 %102, label %103, label %95, !llvm.loop !7

103:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %105 = tail call i32 @putchar(i32 57)
  %106 = tail call i32 @putchar(i32 52)
  %107 = tail call i32 @putchar(i32 51)
  %108 = tail call i32 @putchar(i32 50)
  %109 = tail call i32 @putchar(i32 55)
  %110 = tail call i32 @putchar(i32 50)
  %111 = tail call i32 @putchar(i32 51)
  %112 = tail call i32 @putchar(i32 48)
  %113 = tail call i32 @putchar(i32 53)
  %114 = tail call i32 @putchar(i32 10)
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 74565, i64 noundef 7460681907699143439)
  %117 = tail call i32 @putchar(i32 10)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %119 = tail call i32 @putchar(i32 56)
  %120 = tail call i32 @putchar(i32 10)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %125 = tail call i32 @putchar(i32 10)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %128 = tail call i32 @putchar(i32 10)
  br label %189

129:                                              ; preds = %189
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3
  br label %131

131:                                              ; preds = %131, %129
  %132 = phi i128 [ %201, %129 ], [ %135, %131 ]
  %133 = phi i32 [ 0, %129 ], [ %140, %131 ]
  %134 = freeze i128 %132
  %135 = udiv i128 %134, 10
  %136 = mul i128 %135, 10
  %137 = sub i128 %134, %136
  %138 = trunc nuw nsw i128 %137 to i8
  %139 = or disjoint i8 %138, 48
  %140 = add nuw nsw i32 %133, 1
  %141 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %133
  store i8 %139, ptr %141, align 1, !tbaa !2
  %142 = icmp ult i128 %132, 10
  br i1 %142, label %143, label %131, !llvm.loop !5

143:                                              ; preds = %131, %143
  %144 = phi i32 [ %145, %143 ], [ %140, %131 ]
  %145 = add nsw i32 %144, -1
  %146 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %145
  %147 = load i8, ptr %146, align 1, !tbaa !2
  %148 = sext i8 %147 to i32
  %149 = tail call i32 @putchar(i32 %148)
  %150 = icmp eq i32 %145, 0
  br i1 %150, label %151, label %143, !llvm.loop !7

151:                                              ; preds = %143
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3
  %152 = tail call i32 @putchar(i32 10)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef 0xC7D2825066CD3FB9)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  %157 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #3
  br label %158

158:                                              ; preds = %169, %151
  %159 = phi i128 [ 1499999999999999889089448902656, %151 ], [ %176, %169 ]
  %160 = phi i32 [ 0, %151 ], [ %174, %169 ]
  %161 = freeze i128 %159
  %162 = udiv i128 %161, 10
  %163 = mul i128 %162, 10
  %164 = sub i128 %161, %163
  %165 = trunc nuw nsw i128 %164 to i8
  %166 = or disjoint i8 %165, 48
  %167 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %160
  store i8 %166, ptr %167, align 2, !tbaa !2
  %168 = icmp eq i32 %160, 30
  br i1 %168, label %177, label %169, !llvm.loop !5

169:                                              ; preds = %158
  %170 = or disjoint i32 %160, 1
  %171 = urem i128 %162, 10
  %172 = trunc nuw nsw i128 %171 to i8
  %173 = or disjoint i8 %172, 48
  %174 = add nuw nsw i32 %160, 2
  %175 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %170
  store i8 %173, ptr %175, align 1, !tbaa !2
  %176 = udiv i128 %159, 100
  br label %158

177:                                              ; preds = %158, %177
  %178 = phi i32 [ %179, %177 ], [ 31, %158 ]
  %179 = add nsw i32 %178, -1
  %180 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %179
  %181 = load i8, ptr %180, align 1, !tbaa !2
  %182 = sext i8 %181 to i32
  %183 = tail call i32 @putchar(i32 %182)
  %184 = icmp eq i32 %179, 0
  br i1 %184, label %185, label %177, !llvm.loop !7

185:                                              ; preds = %177
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #3
  %186 = tail call i32 @putchar(i32 10)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  ret i32 28

189:                                              ; preds = %189, %103
  %190 = phi i128 [ 0, %103 ], [ %201, %189 ]
  %191 = phi i128 [ 1, %103 ], [ %202, %189 ]
  %192 = phi i32 [ 0, %103 ], [ %203, %189 ]
  %193 = add i128 %190, %191
  %194 = add i128 %191, %193
  %195 = add i128 %193, %194
  %196 = add i128 %194, %195
  %197 = add i128 %195, %196
  %198 = add i128 %196, %197
  %199 = add i128 %197, %198
  %200 = add i128 %198, %199
  %201 = add i128 %199, %200
  %202 = add i128 %200, %201
  %203 = add nuw nsw i32 %192, 10
  %204 = icmp eq i32 %203, 150
  br i1 %204, label %129, label %189, !llvm.loop !8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i(i128 noundef %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = icmp slt i128 %0, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %1
  %6 = tail call i32 @putchar(i32 45)
  %7 = sub nsw i128 0, %0
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i128 [ %7, %5 ], [ %12, %8 ]
  %10 = phi i32 [ 0, %5 ], [ %17, %8 ]
  %11 = freeze i128 %9
  %12 = udiv i128 %11, 10
  %13 = mul i128 %12, 10
  %14 = sub i128 %11, %13
  %15 = trunc nuw nsw i128 %14 to i8
  %16 = or disjoint i8 %15, 48
  %17 = add nuw nsw i32 %10, 1
  %18 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %10
  store i8 %16, ptr %18, align 1, !tbaa !2
  %19 = icmp ult i128 %9, 10
  br i1 %19, label %20, label %8, !llvm.loop !5

20:                                               ; preds = %8, %20
  %21 = phi i32 [ %22, %20 ], [ %17, %8 ]
  %22 = add nsw i32 %21, -1
  %23 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %22
  %24 = load i8, ptr %23, align 1, !tbaa !2
  %25 = sext i8 %24 to i32
  %26 = tail call i32 @putchar(i32 %25)
  %27 = icmp eq i32 %22, 0
  br i1 %27, label %28, label %20, !llvm.loop !7

28:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  br label %51

29:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #3
  br label %30

30:                                               ; preds = %30, %29
  %31 = phi i128 [ %0, %29 ], [ %34, %30 ]
  %32 = phi i32 [ 0, %29 ], [ %39, %30 ]
  %33 = freeze i128 %31
  %34 = udiv i128 %33, 10
  %35 = mul i128 %34, 10
  %36 = sub i128 %33, %35
  %37 = trunc nuw nsw i128 %36 to i8
  %38 = or disjoint i8 %37, 48
  %39 = add nuw nsw i32 %32, 1
  %40 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %32
  store i8 %38, ptr %40, align 1, !tbaa !2
  %41 = icmp ult i128 %31, 10
  br i1 %41, label %42, label %30, !llvm.loop !5

42:                                               ; preds = %30, %42
  %43 = phi i32 [ %44, %42 ], [ %39, %30 ]
  %44 = add nsw i32 %43, -1
  %45 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %44
  %46 = load i8, ptr %45, align 1, !tbaa !2
  %47 = sext i8 %46 to i32
  %48 = tail call i32 @putchar(i32 %47)
  %49 = icmp eq i32 %44, 0
  br i1 %49, label %50, label %42, !llvm.loop !7

50:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #3
  br label %51

51:                                               ; preds = %50, %28
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
