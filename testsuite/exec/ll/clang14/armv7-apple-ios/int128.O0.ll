; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
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
@.str.22 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca %struct.U, align 4
  %17 = alloca %struct.U, align 4
  %18 = alloca %struct.U, align 4
  %19 = alloca %struct.U, align 4
  %20 = alloca %struct.U, align 4
  %21 = alloca %struct.U, align 4
  %22 = alloca %struct.U, align 4
  %23 = alloca %struct.U, align 4
  %24 = alloca %struct.U, align 4
  %25 = alloca %struct.U, align 4
  %26 = alloca %struct.U, align 4
  %27 = alloca %struct.U, align 4
  %28 = alloca %struct.U, align 4
  %29 = alloca %struct.U, align 4
  %30 = alloca %struct.U, align 4
  %31 = alloca %struct.U, align 4
  %32 = alloca %struct.U, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.U, align 4
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca %struct.U, align 4
  %38 = alloca %struct.U, align 4
  %39 = alloca %struct.U, align 4
  %40 = alloca %struct.U, align 4
  %41 = alloca %struct.U, align 4
  %42 = alloca %struct.U, align 4
  %43 = alloca %struct.U, align 4
  %44 = alloca %struct.U, align 4
  %45 = alloca %struct.U, align 4
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @mul64(%struct.U* sret(%struct.U) align 4 %2, i64 noundef -1, i64 noundef -1)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
  %50 = bitcast %struct.U* %2 to [4 x i32]*
  %51 = load [4 x i32], [4 x i32]* %50, align 4
  call void @put_u([4 x i32] %51)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
  %53 = bitcast %struct.U* %2 to [4 x i32]*
  %54 = load [4 x i32], [4 x i32]* %53, align 4
  call void @put_x([4 x i32] %54)
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %3, i64 noundef 0, i64 noundef 1)
  store i32 2, i32* %4, align 4
  br label %56

56:                                               ; preds = %68, %0
  %57 = load i32, i32* %4, align 4
  %58 = icmp sle i32 %57, 34
  br i1 %58, label %59, label %71

59:                                               ; preds = %56
  %60 = load i32, i32* %4, align 4
  %61 = sext i32 %60 to i64
  call void @mk(%struct.U* sret(%struct.U) align 4 %6, i64 noundef 0, i64 noundef %61)
  %62 = bitcast %struct.U* %3 to [4 x i32]*
  %63 = load [4 x i32], [4 x i32]* %62, align 4
  %64 = bitcast %struct.U* %6 to [4 x i32]*
  %65 = load [4 x i32], [4 x i32]* %64, align 4
  call void @mul(%struct.U* sret(%struct.U) align 4 %5, [4 x i32] %63, [4 x i32] %65)
  %66 = bitcast %struct.U* %3 to i8*
  %67 = bitcast %struct.U* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %66, i8* align 4 %67, i32 16, i1 false)
  br label %68

68:                                               ; preds = %59
  %69 = load i32, i32* %4, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %4, align 4
  br label %56, !llvm.loop !9

71:                                               ; preds = %56
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
  %73 = bitcast %struct.U* %3 to [4 x i32]*
  %74 = load [4 x i32], [4 x i32]* %73, align 4
  call void @put_u([4 x i32] %74)
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %9, i64 noundef 0, i64 noundef 3)
  %76 = bitcast %struct.U* %3 to [4 x i32]*
  %77 = load [4 x i32], [4 x i32]* %76, align 4
  %78 = bitcast %struct.U* %9 to [4 x i32]*
  %79 = load [4 x i32], [4 x i32]* %78, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %8, [4 x i32] %77, [4 x i32] %79, %struct.U* noundef null)
  %80 = bitcast %struct.U* %8 to [4 x i32]*
  %81 = load [4 x i32], [4 x i32]* %80, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %7, [4 x i32] %81)
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %83 = bitcast %struct.U* %7 to [4 x i32]*
  %84 = load [4 x i32], [4 x i32]* %83, align 4
  call void @put_i([4 x i32] %84)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  %87 = bitcast %struct.U* %7 to [4 x i32]*
  %88 = load [4 x i32], [4 x i32]* %87, align 4
  call void @sar(%struct.U* sret(%struct.U) align 4 %10, [4 x i32] %88, i32 noundef 7)
  %89 = bitcast %struct.U* %10 to [4 x i32]*
  %90 = load [4 x i32], [4 x i32]* %89, align 4
  call void @put_i([4 x i32] %90)
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %12, i64 noundef 0, i64 noundef 1000003)
  %92 = bitcast %struct.U* %7 to [4 x i32]*
  %93 = load [4 x i32], [4 x i32]* %92, align 4
  %94 = bitcast %struct.U* %12 to [4 x i32]*
  %95 = load [4 x i32], [4 x i32]* %94, align 4
  call void @sdiv(%struct.U* sret(%struct.U) align 4 %13, [4 x i32] %93, [4 x i32] %95, %struct.U* noundef %11)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0))
  %97 = bitcast %struct.U* %11 to [4 x i32]*
  %98 = load [4 x i32], [4 x i32]* %97, align 4
  call void @put_i([4 x i32] %98)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %16, i64 noundef 0, i64 noundef 999)
  %101 = bitcast %struct.U* %16 to [4 x i32]*
  %102 = load [4 x i32], [4 x i32]* %101, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %15, [4 x i32] %102)
  %103 = bitcast %struct.U* %7 to [4 x i32]*
  %104 = load [4 x i32], [4 x i32]* %103, align 4
  %105 = bitcast %struct.U* %15 to [4 x i32]*
  %106 = load [4 x i32], [4 x i32]* %105, align 4
  call void @sdiv(%struct.U* sret(%struct.U) align 4 %14, [4 x i32] %104, [4 x i32] %106, %struct.U* noundef null)
  %107 = bitcast %struct.U* %14 to [4 x i32]*
  %108 = load [4 x i32], [4 x i32]* %107, align 4
  call void @put_i([4 x i32] %108)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %18, i64 noundef 0, i64 noundef 1000000007)
  %110 = bitcast %struct.U* %3 to [4 x i32]*
  %111 = load [4 x i32], [4 x i32]* %110, align 4
  %112 = bitcast %struct.U* %18 to [4 x i32]*
  %113 = load [4 x i32], [4 x i32]* %112, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %17, [4 x i32] %111, [4 x i32] %113, %struct.U* noundef %11)
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0))
  %115 = bitcast %struct.U* %17 to [4 x i32]*
  %116 = load [4 x i32], [4 x i32]* %115, align 4
  call void @put_u([4 x i32] %116)
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %118 = bitcast %struct.U* %11 to [4 x i32]*
  %119 = load [4 x i32], [4 x i32]* %118, align 4
  call void @put_u([4 x i32] %119)
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %19, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %21, i64 noundef 0, i64 noundef 1099511627777)
  %122 = bitcast %struct.U* %19 to [4 x i32]*
  %123 = load [4 x i32], [4 x i32]* %122, align 4
  %124 = bitcast %struct.U* %21 to [4 x i32]*
  %125 = load [4 x i32], [4 x i32]* %124, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %20, [4 x i32] %123, [4 x i32] %125, %struct.U* noundef null)
  %126 = bitcast %struct.U* %20 to [4 x i32]*
  %127 = load [4 x i32], [4 x i32]* %126, align 4
  call void @put_x([4 x i32] %127)
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i32 0, i32 0))
  %130 = bitcast %struct.U* %19 to [4 x i32]*
  %131 = load [4 x i32], [4 x i32]* %130, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %23, [4 x i32] %131, i32 noundef 3)
  %132 = bitcast %struct.U* %19 to [4 x i32]*
  %133 = load [4 x i32], [4 x i32]* %132, align 4
  %134 = bitcast %struct.U* %23 to [4 x i32]*
  %135 = load [4 x i32], [4 x i32]* %134, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %22, [4 x i32] %133, [4 x i32] %135, %struct.U* noundef null)
  %136 = bitcast %struct.U* %22 to [4 x i32]*
  %137 = load [4 x i32], [4 x i32]* %136, align 4
  call void @put_u([4 x i32] %137)
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %24, i64 noundef 0, i64 noundef 1)
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %140 = bitcast %struct.U* %24 to [4 x i32]*
  %141 = load [4 x i32], [4 x i32]* %140, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %25, [4 x i32] %141, i32 noundef 127)
  %142 = bitcast %struct.U* %25 to [4 x i32]*
  %143 = load [4 x i32], [4 x i32]* %142, align 4
  call void @put_x([4 x i32] %143)
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  %145 = bitcast %struct.U* %24 to [4 x i32]*
  %146 = load [4 x i32], [4 x i32]* %145, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %27, [4 x i32] %146, i32 noundef 127)
  %147 = bitcast %struct.U* %27 to [4 x i32]*
  %148 = load [4 x i32], [4 x i32]* %147, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %26, [4 x i32] %148, i32 noundef 64)
  %149 = bitcast %struct.U* %26 to [4 x i32]*
  %150 = load [4 x i32], [4 x i32]* %149, align 4
  call void @put_x([4 x i32] %150)
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  %152 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %153 = bitcast %struct.U* %19 to [4 x i32]*
  %154 = load [4 x i32], [4 x i32]* %153, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %29, [4 x i32] %154, i32 noundef 13)
  %155 = bitcast %struct.U* %19 to [4 x i32]*
  %156 = load [4 x i32], [4 x i32]* %155, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %30, [4 x i32] %156, i32 noundef 115)
  %157 = bitcast %struct.U* %29 to [4 x i32]*
  %158 = load [4 x i32], [4 x i32]* %157, align 4
  %159 = bitcast %struct.U* %30 to [4 x i32]*
  %160 = load [4 x i32], [4 x i32]* %159, align 4
  call void @or_(%struct.U* sret(%struct.U) align 4 %28, [4 x i32] %158, [4 x i32] %160)
  %161 = bitcast %struct.U* %28 to [4 x i32]*
  %162 = load [4 x i32], [4 x i32]* %161, align 4
  call void @put_x([4 x i32] %162)
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  call void @mk(%struct.U* sret(%struct.U) align 4 %31, i64 noundef 0, i64 noundef 0)
  call void @mk(%struct.U* sret(%struct.U) align 4 %32, i64 noundef 0, i64 noundef 1)
  store i32 0, i32* %33, align 4
  br label %164

164:                                              ; preds = %176, %71
  %165 = load i32, i32* %33, align 4
  %166 = icmp slt i32 %165, 150
  br i1 %166, label %167, label %179

167:                                              ; preds = %164
  %168 = bitcast %struct.U* %31 to [4 x i32]*
  %169 = load [4 x i32], [4 x i32]* %168, align 4
  %170 = bitcast %struct.U* %32 to [4 x i32]*
  %171 = load [4 x i32], [4 x i32]* %170, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %34, [4 x i32] %169, [4 x i32] %171)
  %172 = bitcast %struct.U* %31 to i8*
  %173 = bitcast %struct.U* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %172, i8* align 4 %173, i32 16, i1 false)
  %174 = bitcast %struct.U* %32 to i8*
  %175 = bitcast %struct.U* %34 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %174, i8* align 4 %175, i32 16, i1 false)
  br label %176

176:                                              ; preds = %167
  %177 = load i32, i32* %33, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %33, align 4
  br label %164, !llvm.loop !11

179:                                              ; preds = %164
  %180 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0))
  %181 = bitcast %struct.U* %31 to [4 x i32]*
  %182 = load [4 x i32], [4 x i32]* %181, align 4
  call void @put_u([4 x i32] %182)
  %183 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  store i64 -7046029254386353131, i64* %35, align 8
  store i64 -4417276706812531889, i64* %36, align 8
  %184 = load i64, i64* %35, align 8
  %185 = load i64, i64* %36, align 8
  call void @mul64(%struct.U* sret(%struct.U) align 4 %37, i64 noundef %184, i64 noundef %185)
  %186 = getelementptr inbounds %struct.U, %struct.U* %37, i32 0, i32 0
  %187 = load i64, i64* %186, align 4
  %188 = getelementptr inbounds %struct.U, %struct.U* %37, i32 0, i32 1
  %189 = load i64, i64* %188, align 4
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i32 0, i32 0), i64 noundef %187, i64 noundef %189)
  %191 = bitcast %struct.U* %24 to [4 x i32]*
  %192 = load [4 x i32], [4 x i32]* %191, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %39, [4 x i32] %192, i32 noundef 100)
  %193 = bitcast %struct.U* %39 to [4 x i32]*
  %194 = load [4 x i32], [4 x i32]* %193, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %38, [4 x i32] %194)
  %195 = bitcast %struct.U* %38 to [4 x i32]*
  %196 = load [4 x i32], [4 x i32]* %195, align 4
  %197 = call i32 @isneg([4 x i32] %196)
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %199, label %200

199:                                              ; preds = %179
  br label %200

200:                                              ; preds = %199, %179
  %201 = phi i1 [ false, %179 ], [ true, %199 ]
  %202 = zext i1 %201 to i32
  %203 = bitcast %struct.U* %24 to [4 x i32]*
  %204 = load [4 x i32], [4 x i32]* %203, align 4
  %205 = bitcast %struct.U* %38 to [4 x i32]*
  %206 = load [4 x i32], [4 x i32]* %205, align 4
  %207 = call i32 @ult([4 x i32] %204, [4 x i32] %206)
  %208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i32 0, i32 0), i32 noundef %202, i32 noundef %207, i32 noundef 1)
  %209 = bitcast %struct.U* %3 to [4 x i32]*
  %210 = load [4 x i32], [4 x i32]* %209, align 4
  %211 = call double @to_du([4 x i32] %210)
  %212 = bitcast %struct.U* %7 to [4 x i32]*
  %213 = load [4 x i32], [4 x i32]* %212, align 4
  %214 = call double @to_d([4 x i32] %213)
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i32 0, i32 0), double noundef %211, double noundef %214)
  call void @mk(%struct.U* sret(%struct.U) align 4 %43, i64 noundef 0, i64 noundef 1499999999999999)
  call void @mk(%struct.U* sret(%struct.U) align 4 %44, i64 noundef 0, i64 noundef 1000000000000000)
  %216 = bitcast %struct.U* %43 to [4 x i32]*
  %217 = load [4 x i32], [4 x i32]* %216, align 4
  %218 = bitcast %struct.U* %44 to [4 x i32]*
  %219 = load [4 x i32], [4 x i32]* %218, align 4
  call void @mul(%struct.U* sret(%struct.U) align 4 %42, [4 x i32] %217, [4 x i32] %219)
  call void @mk(%struct.U* sret(%struct.U) align 4 %45, i64 noundef 0, i64 noundef 889089448902656)
  %220 = bitcast %struct.U* %42 to [4 x i32]*
  %221 = load [4 x i32], [4 x i32]* %220, align 4
  %222 = bitcast %struct.U* %45 to [4 x i32]*
  %223 = load [4 x i32], [4 x i32]* %222, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %41, [4 x i32] %221, [4 x i32] %223)
  %224 = bitcast %struct.U* %41 to [4 x i32]*
  %225 = load [4 x i32], [4 x i32]* %224, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %40, [4 x i32] %225)
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0))
  %227 = bitcast %struct.U* %40 to [4 x i32]*
  %228 = load [4 x i32], [4 x i32]* %227, align 4
  call void @put_i([4 x i32] %228)
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0))
  store i64 -9223372036854775808, i64* %46, align 8
  store i64 9223372036854775807, i64* %47, align 8
  %230 = load i64, i64* %46, align 8
  %231 = load i64, i64* %47, align 8
  %232 = load i64, i64* %46, align 8
  %233 = sdiv i64 %232, 2
  %234 = load i64, i64* %46, align 8
  %235 = srem i64 %234, 7
  %236 = load i64, i64* %47, align 8
  %237 = sdiv i64 %236, -3
  %238 = load i64, i64* %47, align 8
  %239 = srem i64 %238, -3
  %240 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i32 0, i32 0), i64 noundef %230, i64 noundef %231, i64 noundef %233, i64 noundef %235, i64 noundef %237, i64 noundef %239)
  store i64 -1, i64* %48, align 8
  %241 = load i64, i64* %48, align 8
  %242 = load i64, i64* %48, align 8
  %243 = udiv i64 %242, 3
  %244 = load i64, i64* %48, align 8
  %245 = urem i64 %244, 10
  %246 = load i64, i64* %48, align 8
  %247 = lshr i64 %246, 1
  %248 = load i64, i64* %48, align 8
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i32 0, i32 0), i64 noundef %241, i64 noundef %243, i64 noundef %245, i64 noundef %247, i64 noundef %248)
  ret i32 28
}

; Function Attrs: noinline nounwind optnone
define internal void @mul64(%struct.U* noalias sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i64 %1, i64* %4, align 8
  store i64 %2, i64* %5, align 8
  %15 = load i64, i64* %4, align 8
  %16 = and i64 %15, 4294967295
  store i64 %16, i64* %6, align 8
  %17 = load i64, i64* %4, align 8
  %18 = lshr i64 %17, 32
  store i64 %18, i64* %7, align 8
  %19 = load i64, i64* %5, align 8
  %20 = and i64 %19, 4294967295
  store i64 %20, i64* %8, align 8
  %21 = load i64, i64* %5, align 8
  %22 = lshr i64 %21, 32
  store i64 %22, i64* %9, align 8
  %23 = load i64, i64* %6, align 8
  %24 = load i64, i64* %8, align 8
  %25 = mul i64 %23, %24
  store i64 %25, i64* %10, align 8
  %26 = load i64, i64* %6, align 8
  %27 = load i64, i64* %9, align 8
  %28 = mul i64 %26, %27
  store i64 %28, i64* %11, align 8
  %29 = load i64, i64* %7, align 8
  %30 = load i64, i64* %8, align 8
  %31 = mul i64 %29, %30
  store i64 %31, i64* %12, align 8
  %32 = load i64, i64* %7, align 8
  %33 = load i64, i64* %9, align 8
  %34 = mul i64 %32, %33
  store i64 %34, i64* %13, align 8
  %35 = load i64, i64* %10, align 8
  %36 = lshr i64 %35, 32
  %37 = load i64, i64* %11, align 8
  %38 = and i64 %37, 4294967295
  %39 = add i64 %36, %38
  %40 = load i64, i64* %12, align 8
  %41 = and i64 %40, 4294967295
  %42 = add i64 %39, %41
  store i64 %42, i64* %14, align 8
  %43 = load i64, i64* %13, align 8
  %44 = load i64, i64* %11, align 8
  %45 = lshr i64 %44, 32
  %46 = add i64 %43, %45
  %47 = load i64, i64* %12, align 8
  %48 = lshr i64 %47, 32
  %49 = add i64 %46, %48
  %50 = load i64, i64* %14, align 8
  %51 = lshr i64 %50, 32
  %52 = add i64 %49, %51
  %53 = load i64, i64* %14, align 8
  %54 = shl i64 %53, 32
  %55 = load i64, i64* %10, align 8
  %56 = and i64 %55, 4294967295
  %57 = or i64 %54, %56
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %52, i64 noundef %57)
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @put_u([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %8, align 4
  store i32 0, i32* %4, align 4
  call void @mk(%struct.U* sret(%struct.U) align 4 %5, i64 noundef 0, i64 noundef 10)
  br label %9

9:                                                ; preds = %24, %1
  %10 = bitcast %struct.U* %2 to [4 x i32]*
  %11 = load [4 x i32], [4 x i32]* %10, align 4
  %12 = bitcast %struct.U* %5 to [4 x i32]*
  %13 = load [4 x i32], [4 x i32]* %12, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %7, [4 x i32] %11, [4 x i32] %13, %struct.U* noundef %6)
  %14 = bitcast %struct.U* %2 to i8*
  %15 = bitcast %struct.U* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %14, i8* align 4 %15, i32 16, i1 false)
  %16 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  %18 = trunc i64 %17 to i32
  %19 = add nsw i32 48, %18
  %20 = trunc i32 %19 to i8
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %21
  store i8 %20, i8* %23, align 1
  br label %24

24:                                               ; preds = %9
  %25 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %26 = load i64, i64* %25, align 4
  %27 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 1
  %28 = load i64, i64* %27, align 4
  %29 = or i64 %26, %28
  %30 = icmp ne i64 %29, 0
  br i1 %30, label %9, label %31, !llvm.loop !12

31:                                               ; preds = %24
  br label %32

32:                                               ; preds = %35, %31
  %33 = load i32, i32* %4, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %32
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, -1
  store i32 %37, i32* %4, align 4
  %38 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1
  %40 = sext i8 %39 to i32
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.22, i32 0, i32 0), i32 noundef %40)
  br label %32, !llvm.loop !13

42:                                               ; preds = %32
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_x([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %3, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %5 = load i64, i64* %4, align 4
  %6 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 1
  %7 = load i64, i64* %6, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef %5, i64 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mk(%struct.U* noalias sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, i64* %4, align 8
  store i64 %2, i64* %5, align 8
  %6 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %7 = load i64, i64* %4, align 8
  store i64 %7, i64* %6, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %9 = load i64, i64* %5, align 8
  store i64 %9, i64* %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca %struct.U, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  %7 = bitcast %struct.U* %5 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %7, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %9 = load i64, i64* %8, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %11 = load i64, i64* %10, align 4
  call void @mul64(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %9, i64 noundef %11)
  %12 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %13 = load i64, i64* %12, align 4
  %14 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %15 = load i64, i64* %14, align 4
  %16 = mul i64 %13, %15
  %17 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %18 = load i64, i64* %17, align 4
  %19 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %20 = load i64, i64* %19, align 4
  %21 = mul i64 %18, %20
  %22 = add i64 %16, %21
  %23 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %24 = load i64, i64* %23, align 4
  %25 = add i64 %24, %22
  store i64 %25, i64* %23, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @neg(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = bitcast %struct.U* %3 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %4, align 4
  %5 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %7 = load i64, i64* %6, align 4
  %8 = xor i64 %7, -1
  %9 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %10 = load i64, i64* %9, align 4
  %11 = icmp eq i64 %10, 0
  %12 = zext i1 %11 to i32
  %13 = sext i32 %12 to i64
  %14 = add i64 %8, %13
  store i64 %14, i64* %5, align 4
  %15 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %16 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  %18 = sub i64 0, %17
  store i64 %18, i64* %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @udivmod(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, %struct.U* noundef %3) #0 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U*, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = bitcast %struct.U* %5 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %13, align 4
  %14 = bitcast %struct.U* %6 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %14, align 4
  store %struct.U* %3, %struct.U** %7, align 4
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef 0)
  call void @mk(%struct.U* sret(%struct.U) align 4 %8, i64 noundef 0, i64 noundef 0)
  store i32 127, i32* %9, align 4
  br label %15

15:                                               ; preds = %78, %4
  %16 = load i32, i32* %9, align 4
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %18, label %81

18:                                               ; preds = %15
  %19 = bitcast %struct.U* %8 to [4 x i32]*
  %20 = load [4 x i32], [4 x i32]* %19, align 4
  call void @shl(%struct.U* sret(%struct.U) align 4 %10, [4 x i32] %20, i32 noundef 1)
  %21 = bitcast %struct.U* %8 to i8*
  %22 = bitcast %struct.U* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %21, i8* align 4 %22, i32 16, i1 false)
  %23 = load i32, i32* %9, align 4
  %24 = icmp sge i32 %23, 64
  br i1 %24, label %25, label %32

25:                                               ; preds = %18
  %26 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %27 = load i64, i64* %26, align 4
  %28 = load i32, i32* %9, align 4
  %29 = sub nsw i32 %28, 64
  %30 = zext i32 %29 to i64
  %31 = lshr i64 %27, %30
  br label %38

32:                                               ; preds = %18
  %33 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %34 = load i64, i64* %33, align 4
  %35 = load i32, i32* %9, align 4
  %36 = zext i32 %35 to i64
  %37 = lshr i64 %34, %36
  br label %38

38:                                               ; preds = %32, %25
  %39 = phi i64 [ %31, %25 ], [ %37, %32 ]
  %40 = and i64 %39, 1
  %41 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %42 = load i64, i64* %41, align 4
  %43 = or i64 %42, %40
  store i64 %43, i64* %41, align 4
  %44 = bitcast %struct.U* %8 to [4 x i32]*
  %45 = load [4 x i32], [4 x i32]* %44, align 4
  %46 = bitcast %struct.U* %6 to [4 x i32]*
  %47 = load [4 x i32], [4 x i32]* %46, align 4
  %48 = call i32 @ult([4 x i32] %45, [4 x i32] %47)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %77, label %50

50:                                               ; preds = %38
  %51 = bitcast %struct.U* %6 to [4 x i32]*
  %52 = load [4 x i32], [4 x i32]* %51, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %12, [4 x i32] %52)
  %53 = bitcast %struct.U* %8 to [4 x i32]*
  %54 = load [4 x i32], [4 x i32]* %53, align 4
  %55 = bitcast %struct.U* %12 to [4 x i32]*
  %56 = load [4 x i32], [4 x i32]* %55, align 4
  call void @add(%struct.U* sret(%struct.U) align 4 %11, [4 x i32] %54, [4 x i32] %56)
  %57 = bitcast %struct.U* %8 to i8*
  %58 = bitcast %struct.U* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %57, i8* align 4 %58, i32 16, i1 false)
  %59 = load i32, i32* %9, align 4
  %60 = icmp sge i32 %59, 64
  br i1 %60, label %61, label %69

61:                                               ; preds = %50
  %62 = load i32, i32* %9, align 4
  %63 = sub nsw i32 %62, 64
  %64 = zext i32 %63 to i64
  %65 = shl i64 1, %64
  %66 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %67 = load i64, i64* %66, align 4
  %68 = or i64 %67, %65
  store i64 %68, i64* %66, align 4
  br label %76

69:                                               ; preds = %50
  %70 = load i32, i32* %9, align 4
  %71 = zext i32 %70 to i64
  %72 = shl i64 1, %71
  %73 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %74 = load i64, i64* %73, align 4
  %75 = or i64 %74, %72
  store i64 %75, i64* %73, align 4
  br label %76

76:                                               ; preds = %69, %61
  br label %77

77:                                               ; preds = %76, %38
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %9, align 4
  %80 = add nsw i32 %79, -1
  store i32 %80, i32* %9, align 4
  br label %15, !llvm.loop !14

81:                                               ; preds = %15
  %82 = load %struct.U*, %struct.U** %7, align 4
  %83 = icmp ne %struct.U* %82, null
  br i1 %83, label %84, label %88

84:                                               ; preds = %81
  %85 = load %struct.U*, %struct.U** %7, align 4
  %86 = bitcast %struct.U* %85 to i8*
  %87 = bitcast %struct.U* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %86, i8* align 4 %87, i32 16, i1 false)
  br label %88

88:                                               ; preds = %84, %81
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_i([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %4, align 4
  %5 = bitcast %struct.U* %2 to [4 x i32]*
  %6 = load [4 x i32], [4 x i32]* %5, align 4
  %7 = call i32 @isneg([4 x i32] %6)
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %1
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.24, i32 0, i32 0))
  %11 = bitcast %struct.U* %2 to [4 x i32]*
  %12 = load [4 x i32], [4 x i32]* %11, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %3, [4 x i32] %12)
  %13 = bitcast %struct.U* %3 to [4 x i32]*
  %14 = load [4 x i32], [4 x i32]* %13, align 4
  call void @put_u([4 x i32] %14)
  br label %18

15:                                               ; preds = %1
  %16 = bitcast %struct.U* %2 to [4 x i32]*
  %17 = load [4 x i32], [4 x i32]* %16, align 4
  call void @put_u([4 x i32] %17)
  br label %18

18:                                               ; preds = %15, %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sar(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %8, align 4
  store i32 %2, i32* %5, align 4
  %9 = bitcast %struct.U* %4 to [4 x i32]*
  %10 = load [4 x i32], [4 x i32]* %9, align 4
  %11 = call i32 @isneg([4 x i32] %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %3
  %14 = load i32, i32* %5, align 4
  %15 = bitcast %struct.U* %4 to [4 x i32]*
  %16 = load [4 x i32], [4 x i32]* %15, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %0, [4 x i32] %16, i32 noundef %14)
  br label %33

17:                                               ; preds = %3
  %18 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %19 = load i64, i64* %18, align 4
  %20 = xor i64 %19, -1
  %21 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %22 = load i64, i64* %21, align 4
  %23 = xor i64 %22, -1
  call void @mk(%struct.U* sret(%struct.U) align 4 %7, i64 noundef %20, i64 noundef %23)
  %24 = load i32, i32* %5, align 4
  %25 = bitcast %struct.U* %7 to [4 x i32]*
  %26 = load [4 x i32], [4 x i32]* %25, align 4
  call void @shr(%struct.U* sret(%struct.U) align 4 %6, [4 x i32] %26, i32 noundef %24)
  %27 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 0
  %28 = load i64, i64* %27, align 4
  %29 = xor i64 %28, -1
  %30 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %31 = load i64, i64* %30, align 4
  %32 = xor i64 %31, -1
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %29, i64 noundef %32)
  br label %33

33:                                               ; preds = %17, %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sdiv(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, %struct.U* noundef %3) #0 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = bitcast %struct.U* %5 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %15, align 4
  %16 = bitcast %struct.U* %6 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %16, align 4
  store %struct.U* %3, %struct.U** %7, align 4
  %17 = bitcast %struct.U* %5 to [4 x i32]*
  %18 = load [4 x i32], [4 x i32]* %17, align 4
  %19 = call i32 @isneg([4 x i32] %18)
  store i32 %19, i32* %8, align 4
  %20 = bitcast %struct.U* %6 to [4 x i32]*
  %21 = load [4 x i32], [4 x i32]* %20, align 4
  %22 = call i32 @isneg([4 x i32] %21)
  store i32 %22, i32* %9, align 4
  %23 = load i32, i32* %8, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %4
  %26 = bitcast %struct.U* %5 to [4 x i32]*
  %27 = load [4 x i32], [4 x i32]* %26, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %12, [4 x i32] %27)
  br label %31

28:                                               ; preds = %4
  %29 = bitcast %struct.U* %12 to i8*
  %30 = bitcast %struct.U* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 %30, i32 16, i1 false)
  br label %31

31:                                               ; preds = %28, %25
  %32 = load i32, i32* %9, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %31
  %35 = bitcast %struct.U* %6 to [4 x i32]*
  %36 = load [4 x i32], [4 x i32]* %35, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %13, [4 x i32] %36)
  br label %40

37:                                               ; preds = %31
  %38 = bitcast %struct.U* %13 to i8*
  %39 = bitcast %struct.U* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %38, i8* align 4 %39, i32 16, i1 false)
  br label %40

40:                                               ; preds = %37, %34
  %41 = bitcast %struct.U* %12 to [4 x i32]*
  %42 = load [4 x i32], [4 x i32]* %41, align 4
  %43 = bitcast %struct.U* %13 to [4 x i32]*
  %44 = load [4 x i32], [4 x i32]* %43, align 4
  call void @udivmod(%struct.U* sret(%struct.U) align 4 %11, [4 x i32] %42, [4 x i32] %44, %struct.U* noundef %10)
  %45 = load %struct.U*, %struct.U** %7, align 4
  %46 = icmp ne %struct.U* %45, null
  br i1 %46, label %47, label %60

47:                                               ; preds = %40
  %48 = load %struct.U*, %struct.U** %7, align 4
  %49 = load i32, i32* %8, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %47
  %52 = bitcast %struct.U* %10 to [4 x i32]*
  %53 = load [4 x i32], [4 x i32]* %52, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %14, [4 x i32] %53)
  %54 = bitcast %struct.U* %48 to i8*
  %55 = bitcast %struct.U* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %54, i8* align 4 %55, i32 16, i1 false)
  br label %59

56:                                               ; preds = %47
  %57 = bitcast %struct.U* %48 to i8*
  %58 = bitcast %struct.U* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %57, i8* align 4 %58, i32 16, i1 false)
  br label %59

59:                                               ; preds = %56, %51
  br label %60

60:                                               ; preds = %59, %40
  %61 = load i32, i32* %8, align 4
  %62 = load i32, i32* %9, align 4
  %63 = icmp ne i32 %61, %62
  br i1 %63, label %64, label %67

64:                                               ; preds = %60
  %65 = bitcast %struct.U* %11 to [4 x i32]*
  %66 = load [4 x i32], [4 x i32]* %65, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %0, [4 x i32] %66)
  br label %70

67:                                               ; preds = %60
  %68 = bitcast %struct.U* %0 to i8*
  %69 = bitcast %struct.U* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %68, i8* align 4 %69, i32 16, i1 false)
  br label %70

70:                                               ; preds = %67, %64
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shr(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  store i32 %2, i32* %5, align 4
  %7 = load i32, i32* %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = bitcast %struct.U* %0 to i8*
  %11 = bitcast %struct.U* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %10, i8* align 4 %11, i32 16, i1 false)
  br label %40

12:                                               ; preds = %3
  %13 = load i32, i32* %5, align 4
  %14 = icmp sge i32 %13, 64
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %17 = load i64, i64* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = sub nsw i32 %18, 64
  %20 = zext i32 %19 to i64
  %21 = lshr i64 %17, %20
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef %21)
  br label %40

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %24 = load i64, i64* %23, align 4
  %25 = load i32, i32* %5, align 4
  %26 = zext i32 %25 to i64
  %27 = lshr i64 %24, %26
  %28 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %29 = load i64, i64* %28, align 4
  %30 = load i32, i32* %5, align 4
  %31 = zext i32 %30 to i64
  %32 = lshr i64 %29, %31
  %33 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %34 = load i64, i64* %33, align 4
  %35 = load i32, i32* %5, align 4
  %36 = sub nsw i32 64, %35
  %37 = zext i32 %36 to i64
  %38 = shl i64 %34, %37
  %39 = or i64 %32, %38
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %27, i64 noundef %39)
  br label %40

40:                                               ; preds = %22, %15, %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shl(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca i32, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  store i32 %2, i32* %5, align 4
  %7 = load i32, i32* %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = bitcast %struct.U* %0 to i8*
  %11 = bitcast %struct.U* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %10, i8* align 4 %11, i32 16, i1 false)
  br label %40

12:                                               ; preds = %3
  %13 = load i32, i32* %5, align 4
  %14 = icmp sge i32 %13, 64
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  %18 = load i32, i32* %5, align 4
  %19 = sub nsw i32 %18, 64
  %20 = zext i32 %19 to i64
  %21 = shl i64 %17, %20
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %21, i64 noundef 0)
  br label %40

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %24 = load i64, i64* %23, align 4
  %25 = load i32, i32* %5, align 4
  %26 = zext i32 %25 to i64
  %27 = shl i64 %24, %26
  %28 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %29 = load i64, i64* %28, align 4
  %30 = load i32, i32* %5, align 4
  %31 = sub nsw i32 64, %30
  %32 = zext i32 %31 to i64
  %33 = lshr i64 %29, %32
  %34 = or i64 %27, %33
  %35 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %36 = load i64, i64* %35, align 4
  %37 = load i32, i32* %5, align 4
  %38 = zext i32 %37 to i64
  %39 = shl i64 %36, %38
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %34, i64 noundef %39)
  br label %40

40:                                               ; preds = %22, %15, %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @or_(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca %struct.U, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  %7 = bitcast %struct.U* %5 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %7, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %9 = load i64, i64* %8, align 4
  %10 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %11 = load i64, i64* %10, align 4
  %12 = or i64 %9, %11
  %13 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %14 = load i64, i64* %13, align 4
  %15 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %16 = load i64, i64* %15, align 4
  %17 = or i64 %14, %16
  call void @mk(%struct.U* sret(%struct.U) align 4 %0, i64 noundef %12, i64 noundef %17)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @add(%struct.U* noalias sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2) #0 {
  %4 = alloca %struct.U, align 4
  %5 = alloca %struct.U, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  %7 = bitcast %struct.U* %5 to [4 x i32]*
  store [4 x i32] %2, [4 x i32]* %7, align 4
  %8 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %10 = load i64, i64* %9, align 4
  %11 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 0
  %12 = load i64, i64* %11, align 4
  %13 = add i64 %10, %12
  %14 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %15 = load i64, i64* %14, align 4
  %16 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %17 = load i64, i64* %16, align 4
  %18 = add i64 %15, %17
  %19 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %20 = load i64, i64* %19, align 4
  %21 = icmp ult i64 %18, %20
  %22 = zext i1 %21 to i32
  %23 = sext i32 %22 to i64
  %24 = add i64 %13, %23
  store i64 %24, i64* %8, align 4
  %25 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %26 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %27 = load i64, i64* %26, align 4
  %28 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %29 = load i64, i64* %28, align 4
  %30 = add i64 %27, %29
  store i64 %30, i64* %25, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @isneg([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %3, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %5 = load i64, i64* %4, align 4
  %6 = lshr i64 %5, 63
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ult([4 x i32] %0, [4 x i32] %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = bitcast %struct.U* %3 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %5, align 4
  %6 = bitcast %struct.U* %4 to [4 x i32]*
  store [4 x i32] %1, [4 x i32]* %6, align 4
  %7 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %8 = load i64, i64* %7, align 4
  %9 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %10 = load i64, i64* %9, align 4
  %11 = icmp ult i64 %8, %10
  br i1 %11, label %26, label %12

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %14 = load i64, i64* %13, align 4
  %15 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 0
  %16 = load i64, i64* %15, align 4
  %17 = icmp eq i64 %14, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  %20 = load i64, i64* %19, align 4
  %21 = getelementptr inbounds %struct.U, %struct.U* %4, i32 0, i32 1
  %22 = load i64, i64* %21, align 4
  %23 = icmp ult i64 %20, %22
  br label %24

24:                                               ; preds = %18, %12
  %25 = phi i1 [ false, %12 ], [ %23, %18 ]
  br label %26

26:                                               ; preds = %24, %2
  %27 = phi i1 [ true, %2 ], [ %25, %24 ]
  %28 = zext i1 %27 to i32
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone
define internal double @to_du([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %3, align 4
  %4 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 0
  %5 = load i64, i64* %4, align 4
  %6 = uitofp i64 %5 to double
  %7 = getelementptr inbounds %struct.U, %struct.U* %2, i32 0, i32 1
  %8 = load i64, i64* %7, align 4
  %9 = uitofp i64 %8 to double
  %10 = call double @llvm.fmuladd.f64(double %6, double 0x43F0000000000000, double %9)
  ret double %10
}

; Function Attrs: noinline nounwind optnone
define internal double @to_d([4 x i32] %0) #0 {
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = bitcast %struct.U* %2 to [4 x i32]*
  store [4 x i32] %0, [4 x i32]* %4, align 4
  %5 = bitcast %struct.U* %2 to [4 x i32]*
  %6 = load [4 x i32], [4 x i32]* %5, align 4
  %7 = call i32 @isneg([4 x i32] %6)
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = bitcast %struct.U* %2 to [4 x i32]*
  %11 = load [4 x i32], [4 x i32]* %10, align 4
  call void @neg(%struct.U* sret(%struct.U) align 4 %3, [4 x i32] %11)
  %12 = bitcast %struct.U* %3 to [4 x i32]*
  %13 = load [4 x i32], [4 x i32]* %12, align 4
  %14 = call double @to_du([4 x i32] %13)
  %15 = fneg double %14
  br label %20

16:                                               ; preds = %1
  %17 = bitcast %struct.U* %2 to [4 x i32]*
  %18 = load [4 x i32], [4 x i32]* %17, align 4
  %19 = call double @to_du([4 x i32] %18)
  br label %20

20:                                               ; preds = %16, %9
  %21 = phi double [ %15, %9 ], [ %19, %16 ]
  ret double %21
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
