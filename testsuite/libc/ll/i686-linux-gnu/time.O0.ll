; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr }
%struct.timespec = type { i32, i32 }
%struct.timeval = type { i32, i32 }

@main.times = internal constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal constant [15 x ptr] [ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32], align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"strftime too long: %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"%A %B\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"difftime %a %a\0A\00", align 1
@.str.15 = private unnamed_addr constant [30 x i8] c"clocks: %d %d %d %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"bad clock: %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [58 x i8] c"%s: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d isdst %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"%a %A %b %B %h\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"%C %d %D %e\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"%F %T\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"%g %G %V\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"%H %I %j %k %l\00", align 1
@.str.24 = private unnamed_addr constant [17 x i8] c"%m %M %n%t %p %P\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"%r %R %S\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"%u %U %w %W\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"%x %X %y %Y\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"%z %Z\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"%%\00", align 1
@.str.30 = private unnamed_addr constant [16 x i8] c"%-d %_d %0e %-j\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"%Ey %Od %s\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"[%q]\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.tm, align 4
  %5 = alloca %struct.tm, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [128 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.tm, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.tm, align 4
  %16 = alloca [64 x i8], align 1
  %17 = alloca [8 x i8], align 1
  %18 = alloca %struct.tm, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca %struct.timespec, align 4
  %23 = alloca %struct.timespec, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.timeval, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.timespec, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %32

32:                                               ; preds = %86, %0
  %33 = load i32, ptr %2, align 4
  %34 = icmp ult i32 %33, 14
  br i1 %34, label %35, label %89

35:                                               ; preds = %32
  %36 = load i32, ptr %2, align 4
  %37 = getelementptr inbounds [14 x i64], ptr @main.times, i32 0, i32 %36
  %38 = load i64, ptr %37, align 8
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %3, align 4
  %40 = call ptr @gmtime_r(ptr noundef %3, ptr noundef %4) #5
  call void @show(ptr noundef @.str, ptr noundef %40)
  %41 = call ptr @localtime_r(ptr noundef %3, ptr noundef %5) #5
  call void @show(ptr noundef @.str.1, ptr noundef %41)
  %42 = call ptr @gmtime(ptr noundef %3) #5
  store ptr %42, ptr %6, align 4
  %43 = load ptr, ptr %6, align 4
  %44 = getelementptr inbounds %struct.tm, ptr %43, i32 0, i32 10
  %45 = load ptr, ptr %44, align 4
  %46 = load ptr, ptr %6, align 4
  %47 = getelementptr inbounds %struct.tm, ptr %46, i32 0, i32 9
  %48 = load i32, ptr %47, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %45, i32 noundef %48)
  %50 = call ptr @localtime(ptr noundef %3) #5
  store ptr %50, ptr %7, align 4
  %51 = load ptr, ptr %7, align 4
  %52 = getelementptr inbounds %struct.tm, ptr %51, i32 0, i32 10
  %53 = load ptr, ptr %52, align 4
  %54 = load ptr, ptr %7, align 4
  %55 = getelementptr inbounds %struct.tm, ptr %54, i32 0, i32 9
  %56 = load i32, ptr %55, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %53, i32 noundef %56)
  %58 = call ptr @asctime(ptr noundef %4) #5
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %58)
  %60 = call ptr @ctime(ptr noundef %3) #5
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %60)
  store i32 0, ptr %9, align 4
  br label %62

62:                                               ; preds = %77, %35
  %63 = load i32, ptr %9, align 4
  %64 = icmp ult i32 %63, 15
  br i1 %64, label %65, label %80

65:                                               ; preds = %62
  %66 = getelementptr inbounds [128 x i8], ptr %8, i32 0, i32 0
  %67 = load i32, ptr %9, align 4
  %68 = getelementptr inbounds [15 x ptr], ptr @formats, i32 0, i32 %67
  %69 = load ptr, ptr %68, align 4
  %70 = call i32 @strftime(ptr noundef %66, i32 noundef 128, ptr noundef %69, ptr noundef %5) #5
  store i32 %70, ptr %10, align 4
  %71 = load i32, ptr %9, align 4
  %72 = getelementptr inbounds [15 x ptr], ptr @formats, i32 0, i32 %71
  %73 = load ptr, ptr %72, align 4
  %74 = load i32, ptr %10, align 4
  %75 = getelementptr inbounds [128 x i8], ptr %8, i32 0, i32 0
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %73, i32 noundef %74, ptr noundef %75)
  br label %77

77:                                               ; preds = %65
  %78 = load i32, ptr %9, align 4
  %79 = add i32 %78, 1
  store i32 %79, ptr %9, align 4
  br label %62, !llvm.loop !7

80:                                               ; preds = %62
  %81 = call i32 @mktime(ptr noundef %5) #5
  %82 = sext i32 %81 to i64
  %83 = call i32 @timegm(ptr noundef %4) #5
  %84 = sext i32 %83 to i64
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %82, i64 noundef %84)
  br label %86

86:                                               ; preds = %80
  %87 = load i32, ptr %2, align 4
  %88 = add i32 %87, 1
  store i32 %88, ptr %2, align 4
  br label %32, !llvm.loop !9

89:                                               ; preds = %32
  call void @llvm.memset.p0.i32(ptr align 4 %11, i8 0, i32 44, i1 false)
  %90 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 5
  store i32 100, ptr %90, align 4
  %91 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 4
  store i32 13, ptr %91, align 4
  %92 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 3
  store i32 35, ptr %92, align 4
  %93 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 2
  store i32 25, ptr %93, align 4
  %94 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 1
  store i32 -5, ptr %94, align 4
  %95 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 0
  store i32 70, ptr %95, align 4
  %96 = call i32 @mktime(ptr noundef %11) #5
  store i32 %96, ptr %12, align 4
  %97 = load i32, ptr %12, align 4
  %98 = sext i32 %97 to i64
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %98)
  call void @show(ptr noundef @.str.9, ptr noundef %11)
  %100 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 5
  store i32 99, ptr %100, align 4
  %101 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 4
  store i32 -1, ptr %101, align 4
  %102 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 3
  store i32 0, ptr %102, align 4
  %103 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 2
  store i32 0, ptr %103, align 4
  %104 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 1
  store i32 0, ptr %104, align 4
  %105 = getelementptr inbounds %struct.tm, ptr %11, i32 0, i32 0
  store i32 -1, ptr %105, align 4
  %106 = call i32 @timegm(ptr noundef %11) #5
  %107 = sext i32 %106 to i64
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %107)
  call void @show(ptr noundef @.str.9, ptr noundef %11)
  store i32 2004, ptr %13, align 4
  br label %109

109:                                              ; preds = %132, %89
  %110 = load i32, ptr %13, align 4
  %111 = icmp sle i32 %110, 2012
  br i1 %111, label %112, label %135

112:                                              ; preds = %109
  store i32 26, ptr %14, align 4
  br label %113

113:                                              ; preds = %128, %112
  %114 = load i32, ptr %14, align 4
  %115 = icmp sle i32 %114, 38
  br i1 %115, label %116, label %131

116:                                              ; preds = %113
  call void @llvm.memset.p0.i32(ptr align 4 %15, i8 0, i32 44, i1 false)
  %117 = load i32, ptr %13, align 4
  %118 = sub nsw i32 %117, 1900
  %119 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 5
  store i32 %118, ptr %119, align 4
  %120 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 4
  store i32 11, ptr %120, align 4
  %121 = load i32, ptr %14, align 4
  %122 = getelementptr inbounds %struct.tm, ptr %15, i32 0, i32 3
  store i32 %121, ptr %122, align 4
  %123 = call i32 @timegm(ptr noundef %15) #5
  %124 = getelementptr inbounds [64 x i8], ptr %16, i32 0, i32 0
  %125 = call i32 @strftime(ptr noundef %124, i32 noundef 64, ptr noundef @.str.10, ptr noundef %15) #5
  %126 = getelementptr inbounds [64 x i8], ptr %16, i32 0, i32 0
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %126)
  br label %128

128:                                              ; preds = %116
  %129 = load i32, ptr %14, align 4
  %130 = add nsw i32 %129, 4
  store i32 %130, ptr %14, align 4
  br label %113, !llvm.loop !10

131:                                              ; preds = %113
  br label %132

132:                                              ; preds = %131
  %133 = load i32, ptr %13, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %13, align 4
  br label %109, !llvm.loop !11

135:                                              ; preds = %109
  call void @llvm.memset.p0.i32(ptr align 4 %18, i8 0, i32 44, i1 false)
  %136 = getelementptr inbounds [8 x i8], ptr %17, i32 0, i32 0
  %137 = call i32 @strftime(ptr noundef %136, i32 noundef 8, ptr noundef @.str.13, ptr noundef %18) #5
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %137)
  %139 = call double @difftime(i32 noundef 100, i32 noundef 50) #6
  %140 = call double @difftime(i32 noundef -3, i32 noundef 4) #6
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %139, double noundef %140)
  %142 = call i32 @time(ptr noundef null) #5
  store i32 %142, ptr %19, align 4
  %143 = call i32 @time(ptr noundef %20) #5
  %144 = call i32 @clock() #5
  store i32 %144, ptr %21, align 4
  %145 = call i32 @clock_gettime(i32 noundef 0, ptr noundef %22) #5
  store i32 %145, ptr %24, align 4
  %146 = call i32 @clock_gettime(i32 noundef 1, ptr noundef %23) #5
  store i32 %146, ptr %25, align 4
  %147 = call i32 @gettimeofday(ptr noundef %26, ptr noundef null) #5
  store i32 %147, ptr %27, align 4
  store volatile i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %148

148:                                              ; preds = %155, %135
  %149 = load i32, ptr %29, align 4
  %150 = icmp slt i32 %149, 100000
  br i1 %150, label %151, label %158

151:                                              ; preds = %148
  %152 = load i32, ptr %29, align 4
  %153 = load volatile i32, ptr %28, align 4
  %154 = add i32 %153, %152
  store volatile i32 %154, ptr %28, align 4
  br label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %29, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %29, align 4
  br label %148, !llvm.loop !12

158:                                              ; preds = %148
  %159 = call i32 @clock() #5
  store i32 %159, ptr %30, align 4
  %160 = call i32 @clock_gettime(i32 noundef 1, ptr noundef %31) #5
  %161 = load i32, ptr %20, align 4
  %162 = load i32, ptr %19, align 4
  %163 = icmp sge i32 %161, %162
  %164 = zext i1 %163 to i32
  %165 = load i32, ptr %30, align 4
  %166 = load i32, ptr %21, align 4
  %167 = icmp sge i32 %165, %166
  %168 = zext i1 %167 to i32
  %169 = load i32, ptr %24, align 4
  %170 = load i32, ptr %25, align 4
  %171 = load i32, ptr %27, align 4
  %172 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 0
  %173 = load i32, ptr %172, align 4
  %174 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 0
  %175 = load i32, ptr %174, align 4
  %176 = icmp sgt i32 %173, %175
  br i1 %176, label %191, label %177

177:                                              ; preds = %158
  %178 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 0
  %179 = load i32, ptr %178, align 4
  %180 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 0
  %181 = load i32, ptr %180, align 4
  %182 = icmp eq i32 %179, %181
  br i1 %182, label %183, label %189

183:                                              ; preds = %177
  %184 = getelementptr inbounds %struct.timespec, ptr %31, i32 0, i32 1
  %185 = load i32, ptr %184, align 4
  %186 = getelementptr inbounds %struct.timespec, ptr %23, i32 0, i32 1
  %187 = load i32, ptr %186, align 4
  %188 = icmp sge i32 %185, %187
  br label %189

189:                                              ; preds = %183, %177
  %190 = phi i1 [ false, %177 ], [ %188, %183 ]
  br label %191

191:                                              ; preds = %189, %158
  %192 = phi i1 [ true, %158 ], [ %190, %189 ]
  %193 = zext i1 %192 to i32
  %194 = getelementptr inbounds %struct.timespec, ptr %22, i32 0, i32 1
  %195 = load i32, ptr %194, align 4
  %196 = icmp sge i32 %195, 0
  br i1 %196, label %197, label %209

197:                                              ; preds = %191
  %198 = getelementptr inbounds %struct.timespec, ptr %22, i32 0, i32 1
  %199 = load i32, ptr %198, align 4
  %200 = icmp slt i32 %199, 1000000000
  br i1 %200, label %201, label %209

201:                                              ; preds = %197
  %202 = getelementptr inbounds %struct.timeval, ptr %26, i32 0, i32 1
  %203 = load i32, ptr %202, align 4
  %204 = icmp sge i32 %203, 0
  br i1 %204, label %205, label %209

205:                                              ; preds = %201
  %206 = getelementptr inbounds %struct.timeval, ptr %26, i32 0, i32 1
  %207 = load i32, ptr %206, align 4
  %208 = icmp slt i32 %207, 1000000
  br label %209

209:                                              ; preds = %205, %201, %197, %191
  %210 = phi i1 [ false, %201 ], [ false, %197 ], [ false, %191 ], [ %208, %205 ]
  %211 = zext i1 %210 to i32
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %164, i32 noundef %168, i32 noundef %169, i32 noundef %170, i32 noundef %171, i32 noundef %193, i32 noundef %211)
  %213 = call i32 @clock_gettime(i32 noundef 99, ptr noundef %22) #5
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %213)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.tm, ptr %6, i32 0, i32 5
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1900
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.tm, ptr %10, i32 0, i32 4
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, 1
  %14 = load ptr, ptr %4, align 4
  %15 = getelementptr inbounds %struct.tm, ptr %14, i32 0, i32 3
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = getelementptr inbounds %struct.tm, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %4, align 4
  %21 = getelementptr inbounds %struct.tm, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %4, align 4
  %24 = getelementptr inbounds %struct.tm, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %4, align 4
  %27 = getelementptr inbounds %struct.tm, ptr %26, i32 0, i32 6
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %4, align 4
  %30 = getelementptr inbounds %struct.tm, ptr %29, i32 0, i32 7
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %4, align 4
  %33 = getelementptr inbounds %struct.tm, ptr %32, i32 0, i32 8
  %34 = load i32, ptr %33, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22, i32 noundef %25, i32 noundef %28, i32 noundef %31, i32 noundef %34)
  ret void
}

; Function Attrs: nounwind
declare ptr @gmtime_r(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare ptr @gmtime(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @localtime(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @asctime(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @ctime(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @strftime(ptr noundef, i32 noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @mktime(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @timegm(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(none)
declare double @difftime(i32 noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @time(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @clock() #1

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @gettimeofday(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
